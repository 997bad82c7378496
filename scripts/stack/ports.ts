import { readFileSync } from 'node:fs';
import net from 'node:net';

/** True when nothing listens on host:port. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A port the system considers free right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port below the system's ephemeral range (where `freePort` and every outgoing connection take theirs), for
 * a server that starts later than the port is chosen: nothing else started meanwhile can have taken it by chance.
 * Falls back to `freePort` where that range starts too low.
 */
export async function quietPort(host = '127.0.0.1'): Promise<number> {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    /* not Linux: the usual range */
  }
  const from = 20000;
  for (let i = 0; i < 50 && low - from > 1000; i++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (await isPortFree(port, host)) return port;
  }
  return freePort(host);
}

/** Resolves once host:port accepts connections. */
export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing answered on ${host}:${port} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The port of the Static Web Apps emulator (`npm run swa`) in front of the app on `appPort`: SWA_PORT, else the
 * next one. The local identity provider accepts sign-ins coming back to it.
 */
export function emulatorPort(appPort: number, env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.SWA_PORT);
  return Number.isInteger(set) && set > 0 && set < 65536 ? set : appPort + 1;
}
