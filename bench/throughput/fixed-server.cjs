// The ceiling of the throughput figure: a bare node:http server on 127.0.0.1 answering the very bytes the app
// answered (the menu for GET /api/recipes, a placed order for POST /api/orders, base64 in the fixture, compressed
// as they were), with the same headers.
const http = require('node:http');
const { readFileSync } = require('node:fs');
const fixture = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const getBody = Buffer.from(fixture.get.body, 'base64');
const postBody = Buffer.from(fixture.post.body, 'base64');
const server = http.createServer((req, res) => {
  if (req.method === 'POST') {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { ...fixture.post.headers, 'content-length': postBody.length });
      res.end(postBody);
    });
    return;
  }
  res.writeHead(200, { ...fixture.get.headers, 'content-length': getBody.length });
  res.end(getBody);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
