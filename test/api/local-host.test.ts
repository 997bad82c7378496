import net from 'node:net';
import { tokenFor } from '../support/api';
import { readStackInfo } from '../support/stack-info';

/**
 * The local host bound to a LAN address faces whatever a client sends. Requests are written byte for byte over
 * TCP: every malformed one is answered with a 4xx (JSON where the host answers), and the host keeps serving.
 */
function appAddress() {
  const url = new URL(readStackInfo().appUrl);
  return { host: '127.0.0.1', port: Number(url.port) };
}

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Body bytes the client had written when the answer's head arrived. */
  sentBodyBytes: number;
}

/**
 * Sends `head` (request line and headers, with the blank line) and then `body` (if any) in 4 KB pieces, each
 * only after the previous one was taken by the socket, and stops sending as soon as the answer's head arrives.
 * `sendAtMost` stops the body early, so a host that waits for the rest would never answer.
 */
function rawRequest(head: string, options: { body?: number; sendAtMost?: number; chunked?: boolean } = {}): Promise<RawAnswer> {
  const { host, port } = appAddress();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    const received: Buffer[] = [];
    let sent = 0;
    let answered = false;
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer while the client had sent ${sent} body bytes`));
    }, 30_000);
    const finish = () => {
      clearTimeout(guard);
      const text = Buffer.concat(received).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      let body = end >= 0 ? text.slice(end + 4) : '';
      if (/transfer-encoding: chunked/i.test(text.slice(0, end))) body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      resolve({ status, headers: end >= 0 ? text.slice(0, end) : text, body, sentBodyBytes: sent });
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      answered = true;
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    const piece = Buffer.alloc(4096, 'a');
    const total = options.body ?? 0;
    const limit = Math.min(total, options.sendAtMost ?? total);
    const pump = () => {
      while (!answered && sent < limit) {
        const n = Math.min(piece.length, limit - sent);
        sent += n;
        const data = options.chunked ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), piece.subarray(0, n), Buffer.from('\r\n')]) : piece.subarray(0, n);
        if (!socket.write(data)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.write(Buffer.from(head, 'latin1'), pump);
    // Once the head of the answer is in, the rest of it follows and the host closes (or we do after a moment).
    socket.on('data', () => {
      if (/\r\n\r\n/.test(Buffer.concat(received).toString('latin1'))) setTimeout(() => socket.destroy(), 300).unref();
    });
  });
}

const get = (target: string, headers: string) => `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

async function stillServing() {
  const res = await fetch(`${readStackInfo().appUrl}/api/health`);
  expect(res.status).toBe(200);
}

test.each([
  ['an opening bracket', 'Host: [\r\n'],
  ['an empty value', 'Host: \r\n'],
  ['a space inside', 'Host: a b\r\n'],
  ['a port out of range', 'Host: a:99999\r\n'],
  ['no Host at all', ''],
  ['two Host headers', 'Host: localhost\r\nHost: other\r\n'],
  ['a 20 KB value', `Host: ${'a'.repeat(20_000)}\r\n`],
  ['non-ASCII bytes', 'Host: b\u00e4r.example\r\n'],
  ['a path in it', 'Host: localhost/x\r\n'],
])('a Host header with %s is refused with a 4xx and the host keeps serving', async (_what, hostHeader) => {
  for (const target of ['/api/health', '/', '/menu']) {
    const answer = await rawRequest(get(target, hostHeader));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    await stillServing();
  }
});

test('an HTTP/1.1 request without Host gets 400 in the JSON envelope, as every answer of the host', async () => {
  for (const target of ['/api/health', '/']) {
    const answer = await rawRequest(get(target, ''));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The Host header is not valid' });
  }
  await stillServing();
});

test('a valid Host of any name is served: the host is reached by LAN addresses and names', async () => {
  for (const host of ['localhost', '192.168.1.20:4280', '[::1]:4280', 'bar.local', 'app.localhost:4280', '127.0.0.1']) {
    expect((await rawRequest(get('/api/health', `Host: ${host}\r\n`))).status).toBe(200);
  }
});

test("another site's name is refused (DNS rebinding: a web page whose name resolves to this machine cannot drive the API)", async () => {
  // '.local' and 'a..local' are not names of the local network: no label may be empty.
  for (const host of ['evil.example', 'attacker.127.0.0.1.nip.io:4280', 'EVIL.example.:4280', '.local', 'a..local:4280', '-.local', 'x.local%2eevil.example']) {
    for (const target of ['/api/health', '/api/recipes', '/app-config.json', '/']) {
      const answer = await rawRequest(get(target, `Host: ${host}\r\n`));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatch(/not served under the name .*ALLOWED_HOSTS/);
    }
  }
  await stillServing();
});

test.each([
  ['a dot-dot segment', '/api/recipes/../audit'],
  ['an encoded dot-dot segment', '/api/recipes/%2e%2e/audit'],
  ['a mixed-case encoded one', '/api/recipes/%2E%2e/backup'],
  ['an encoded dot segment', '/api/%2e/inventory'],
  ['a half-encoded one', '/api/recipes/.%2e/inventory'],
])('%s is refused (400), never resolved into another route', async (_what, target) => {
  const answer = await rawRequest(get(target, 'Host: localhost\r\n'));
  expect(answer.status).toBe(400);
  expect(answer.body).toMatch(/request path is not valid/);
});

test.each([
  ['malformed percent-encoding in a page path', '/%E0%A4%A', [200]],
  ['malformed percent-encoding in an API path', '/api/inventory/%E0%A4%A', [400]],
  ['an encoded NUL in an API path', '/api/inventory/%00?category=spirit', [400, 401, 404]],
  ['an absolute URL as the target', 'http://evil.example/api/health', [400]],
  ['a 10 KB path', `/${'a'.repeat(10_000)}`, [400, 414, 431]],
  ['a 100 KB path', `/${'a'.repeat(100_000)}`, [400, 414, 431]],
  ['a path that starts with two slashes', '//api/health', [200, 404]],
])('%s is answered without a crash', async (_what, target, statuses) => {
  const answer = await rawRequest(get(target, 'Host: localhost\r\n'));
  expect(statuses).toContain(answer.status);
  await stillServing();
});

test.each(['/api/recipes/%ff%fe', '/api/inventory/%E0%A4%A?category=spirit'])('%s: a route and method that exist with a part that is no valid text is a 400 that says so, not a 405', async (target) => {
  const answer = await rawRequest(get(target, 'Host: localhost\r\n'));
  expect(answer.status).toBe(400);
  expect(answer.body).toMatch(/not valid text/);
  await stillServing();
});

test('OPTIONS * is refused', async () => {
  expect((await rawRequest('OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).status).toBe(400);
  await stillServing();
});

test.each([
  ['Origin', 'Origin: [\r\n', '/api/health'],
  ['Accept-Encoding', 'Accept-Encoding: gzip;q=abc, br;q=, ;;;\r\n', '/api/recipes'],
  ['If-None-Match on the API', 'If-None-Match: ,,,"\r\n', '/api/recipes'],
  ['If-None-Match on a page', 'If-None-Match: ,,,"\r\nAccept-Encoding: ;;\r\n', '/'],
  ['Range', 'Range: bytes=abc-\r\n', '/'],
  ['Cookie', 'Cookie: ===;;;\u00ff\r\n', '/api/health'],
  ['X-Authorization', 'X-Authorization: Bearer \u00ff\u00fe.x.y\r\n', '/api/me'],
  ['Authorization', 'Authorization: \u00ff\r\n', '/api/me'],
  ['15 KB filler', `X-Filler: ${'x'.repeat(15_000)}\r\n`, '/api/health'],
  ['20 KB filler (over the 16 KB limit)', `X-Filler: ${'x'.repeat(20_000)}\r\n`, '/api/health'],
])('a junk %s header gets a JSON answer below 500 and the host keeps serving', async (_what, header, target) => {
  const answer = await rawRequest(get(target, `Host: localhost\r\n${header}`));
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400) expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  await stillServing();
});

test.each([
  ['not a number', 'Content-Length: abc\r\n'],
  ['negative', 'Content-Length: -1\r\n'],
  ['too large to be a number', 'Content-Length: 99999999999999999999999\r\n'],
  ['given twice, differently', 'Content-Length: 5\r\nContent-Length: 6\r\n'],
  ['together with chunked', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n'],
])('a Content-Length that is %s gets a 400 and the host keeps serving', async (_what, header) => {
  const answer = await rawRequest(`POST /api/orders HTTP/1.1\r\nHost: localhost\r\n${header}Connection: close\r\n\r\n`);
  expect(answer.status).toBe(400);
  await stillServing();
});

test('a chunked body with a broken chunk size gets a 400', async () => {
  const answer = await rawRequest('POST /api/orders HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n');
  expect(answer.status).toBe(400);
  await stillServing();
});

describe('bodies are read only for a caller who may send them, and never past the limit', () => {
  const restoreHead = (length: number | 'chunked', auth = '') =>
    `POST /api/restore HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${auth}${
      length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`
    }\r\n\r\n`;

  test('an anonymous restore declaring 100 MB is answered 401 after a few KB, without waiting for the body', async () => {
    const answer = await rawRequest(restoreHead(100 * 1024 * 1024), { body: 100 * 1024 * 1024, sendAtMost: 8 * 1024 });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    await stillServing();
  });

  test('an anonymous restore declaring a size within the limit is answered 401 without waiting for the body', async () => {
    const answer = await rawRequest(restoreHead(5 * 1024 * 1024), { body: 5 * 1024 * 1024, sendAtMost: 8 * 1024 });
    expect(answer.status).toBe(401);
    await stillServing();
  });

  test('a guest (signed in, not a manager) is answered 403 without the body being read', async () => {
    const auth = `X-Authorization: Bearer ${await tokenFor('customer')}\r\n`;
    const answer = await rawRequest(restoreHead(5 * 1024 * 1024, auth), { body: 5 * 1024 * 1024, sendAtMost: 8 * 1024 });
    expect(answer.status).toBe(403);
    await stillServing();
  });

  test('a manager declaring more than the limit is answered 413 at once', async () => {
    const auth = `X-Authorization: Bearer ${await tokenFor('manager')}\r\n`;
    const answer = await rawRequest(restoreHead(100 * 1024 * 1024, auth), { body: 100 * 1024 * 1024, sendAtMost: 8 * 1024 });
    expect(answer.status).toBe(413);
    // The connection is closed after this answer, and the answer says so (a keep-alive client must not reuse it).
    expect(answer.headers).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.headers).not.toMatch(/keep-alive/i);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    await stillServing();
  });

  test('a manager sending an endless chunked body is answered 413 once the limit is passed, long before the end', async () => {
    const auth = `X-Authorization: Bearer ${await tokenFor('manager')}\r\n`;
    const total = 200 * 1024 * 1024;
    const answer = await rawRequest(restoreHead('chunked', auth), { body: total, chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.headers).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.sentBodyBytes).toBeLessThan(total / 2);
    await stillServing();
  });

  test('a small body refused before it was read leaves the connection usable for a keep-alive client', async () => {
    const { Agent, request } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(readStackInfo().appUrl);
    const auth = { 'X-Authorization': `Bearer ${await tokenFor('manager')}`, 'Content-Type': 'application/json' };
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const req = request({ agent, host: url.hostname, port: url.port, method, path, headers: auth }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      // Refused on its id before the body is read; the next request goes through the same agent (one socket at a
      // time), so it is sent on the same connection whenever the answer left it open.
      for (let i = 0; i < 30; i += 1) {
        const refused = await send('PUT', '/api/inventory/..%2F..%2Fusers?category=mixer', JSON.stringify({ name: 'Probe', category: 'mixer', quantity: 1 }));
        expect(refused.status).toBe(400);
        expect((await send('GET', '/api/health')).status).toBe(200);
        // Refused on its path (too long) before anything else; no body at all.
        expect((await send('DELETE', `/api/inventory/${'a'.repeat(9000)}?category=mixer`)).status).toBe(400);
        expect((await send('GET', '/api/health')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
