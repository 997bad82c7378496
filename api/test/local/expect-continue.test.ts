import net, { type AddressInfo } from 'node:net';
import type http from 'node:http';
import { createLocalHost } from '../../src/local/host';
import type { RouteDefinition } from '../../src/http/route';

/**
 * A client that sends 'Expect: 100-continue' is told to send its body only when the API reads it: a body declared
 * over the route's limit is refused (413) without a '100 Continue' first, so the client never starts sending it.
 */
const route: RouteDefinition = {
  name: 'test-echo',
  methods: ['POST'],
  route: 'echo',
  access: 'anonymous',
  maxBodyBytes: 1024,
  handler: (ctx) => ({ body: { got: ctx.body } }),
};

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = createLocalHost({ routes: [route], appConfig: { authMode: 'dev' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends a head and waits for the first answer; then, if asked, sends the body and waits for the end. */
function exchange(contentLength: number, body?: string): Promise<{ first: string; all: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let all = '';
    let first = '';
    socket.on('data', (chunk: Buffer) => {
      all += chunk.toString('latin1');
      if (!first) {
        first = all;
        if (body !== undefined && first.startsWith('HTTP/1.1 100')) socket.write(body);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ first, all }));
    setTimeout(() => socket.end(), 3000).unref();
    socket.write(`POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`);
  });
}

test('a body declared over the limit is refused with 413 and never invited', async () => {
  const { first, all } = await exchange(999_999_999);
  expect(first).toMatch(/^HTTP\/1\.1 413 /);
  expect(all).not.toContain('100 Continue');
});

test('a body within the limit is invited once the API reads it, then answered', async () => {
  const { first, all } = await exchange(11, '{"a":"bcd"}');
  expect(first).toMatch(/^HTTP\/1\.1 100 Continue/);
  expect(all).toMatch(/HTTP\/1\.1 200 OK[\s\S]*\{"data":\{"got":\{"a":"bcd"\}\}\}/);
});
