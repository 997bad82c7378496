// The ceiling of the rush-hour model: a bare node:http server on 127.0.0.1 answering each call type with the very
// answer the app gave it in the same run (the fixture: status, headers, body), compressed once at start the way
// the app compressed it.
const http = require('node:http');
const zlib = require('node:zlib');
const { readFileSync } = require('node:fs');
const fixture = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const encoded = {};
for (const [kind, answer] of Object.entries(fixture)) {
  const raw = Buffer.from(answer.body, 'utf8');
  const coding = answer.headers['content-encoding'];
  const body = coding === 'br' ? zlib.brotliCompressSync(raw) : coding === 'gzip' ? zlib.gzipSync(raw) : coding === 'deflate' ? zlib.deflateSync(raw) : raw;
  encoded[kind] = { status: answer.status, headers: { ...answer.headers, 'content-length': body.length }, body };
}

function kindOf(method, url) {
  const u = new URL(url, 'http://x');
  if (method === 'PATCH') return 'move';
  if (method === 'POST') return 'order';
  if (u.pathname === '/api/recipes') return 'menu';
  if (u.pathname.startsWith('/api/recipes/')) return 'drink';
  if (u.pathname === '/api/orders') return u.searchParams.get('role') === 'customer' ? 'guest poll' : 'queue poll';
  return 'dashboard';
}

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const answer = encoded[kindOf(req.method, req.url)];
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"no recorded answer"}');
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
