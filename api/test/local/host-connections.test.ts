import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createLocalHost, isLoopback, type ConnectionLimits } from '../../src/local/host';

/**
 * The local host over real sockets on 127.0.0.1, with the caps made small (and loopback counted, as a LAN
 * address is): connections that send nothing are closed after the head timeout with a 408, and past the caps
 * new connections are closed at once while everyone else is still served.
 */
async function startHost(connections: Partial<ConnectionLimits>, logged: string[] = []) {
  const server = createLocalHost({ routes: [], appConfig: { authMode: 'dev' }, connections, log: (level, message) => logged.push(`${level}: ${message}`) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, logged };
}

function stop(server: http.Server) {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Opens a connection that sends nothing; resolves once it is connected. */
function idle(port: number): Promise<{ socket: net.Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<string>((done) => socket.once('close', () => done(Buffer.concat(received).toString('latin1'))));
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** The status of a plain GET; 0 when the connection was closed without an answer. */
function get(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/app-config.json', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

/** Served again once the host has seen the freed connections close (it learns of a close a moment after the client). */
async function servedAgain(port: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < 50 && status !== 200; i++) {
    status = await get(port);
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return status;
}

test('loopback is recognised in every spelling, other addresses are not', () => {
  for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
  for (const a of ['192.168.1.20', '::ffff:10.0.0.1', 'fe80::1', '', undefined]) expect(isLoopback(a)).toBe(false);
});

test('a connection that sends nothing is answered 408 (JSON) and closed once the head timeout passes', async () => {
  const { server, port } = await startHost({ headersTimeoutMs: 300, requestTimeoutMs: 1000, checkIntervalMs: 100 });
  try {
    const { closed } = await idle(port);
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('{"error":"The request took too long"}');
  } finally {
    await stop(server);
  }
});

test('a connection answered 408 frees its place at once, even when the client never closes its side', async () => {
  const { server, port } = await startHost({ perAddress: 1, capLoopback: true, headersTimeoutMs: 300, requestTimeoutMs: 1000, checkIntervalMs: 100 });
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  try {
    socket.on('error', () => undefined);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    await new Promise<void>((resolve) => socket.once('end', () => resolve()));
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 408 /);
    // The client still holds its end open; the host has let the connection go, so the one place serves again.
    expect(await servedAgain(port)).toBe(200);
  } finally {
    socket.destroy();
    await stop(server);
  }
});

test('past the per-address cap a new connection is closed at once, the log says so once, and a freed place serves again', async () => {
  const { server, port, logged } = await startHost({ perAddress: 3, capLoopback: true });
  try {
    const held = await Promise.all([idle(port), idle(port), idle(port)]);
    const refused = await idle(port);
    expect(await refused.closed).toBe('');
    const again = await idle(port);
    expect(await again.closed).toBe('');
    expect(logged.filter((l) => /holds 3 open connections/.test(l))).toHaveLength(1);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    expect(await servedAgain(port)).toBe(200);
    for (const h of held) h.socket.destroy();
  } finally {
    await stop(server);
  }
});

test('loopback is not capped per address by default (the bench and the tests open hundreds), the total cap still holds', async () => {
  const { server, port, logged } = await startHost({ perAddress: 2, total: 5 });
  try {
    const held = await Promise.all([1, 2, 3, 4, 5].map(() => idle(port)));
    const refused = await idle(port);
    expect(await refused.closed).toBe('');
    expect(logged.filter((l) => /more than 5 connections are open/.test(l))).toHaveLength(1);
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    expect(await servedAgain(port)).toBe(200);
  } finally {
    await stop(server);
  }
});
