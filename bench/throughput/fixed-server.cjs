// The ceiling of the throughput figure: a bare node:http server on 127.0.0.1 answering the very bytes the app
// answered (the menu for GET /api/recipes, the guest's orders for GET /api/orders, base64 in the fixture,
// compressed as they were), with the same headers.
const http = require('node:http');
const { readFileSync } = require('node:fs');
const fixture = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const menu = Buffer.from(fixture.get.body, 'base64');
const orders = Buffer.from(fixture.post.body, 'base64');
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const [headers, body] = req.url.startsWith('/api/orders') ? [fixture.post.headers, orders] : [fixture.get.headers, menu];
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
