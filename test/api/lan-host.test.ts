import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { isLoopback, networkUrls, parseHost } from '../../scripts/stack/host';
import { readStackInfo } from '../support/stack-info';
import { startStackProcess, stopStackProcess, type StackInfo } from '../support/stack-process';

/**
 * HOST: the app on another address, to try it from a phone on the LAN. Only the app's host follows it; the
 * emulators and the identity provider stay on loopback. The default is this machine only.
 */

/** An address of this machine other devices could use (the test needs one; every CI runner has one). */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

const reach = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 'unreachable';
  }
};

describe('HOST', () => {
  test('is an address, checked: loopback by default, names refused', () => {
    expect(parseHost(undefined)).toBe('127.0.0.1');
    expect(parseHost(' ')).toBe('127.0.0.1');
    expect(parseHost('0.0.0.0')).toBe('0.0.0.0');
    expect(parseHost('[::]')).toBe('::');
    expect(parseHost('192.168.1.20')).toBe('192.168.1.20');
    expect(() => parseHost('bar.example.com')).toThrow(/HOST=bar.example.com is not an address to listen on/);
    expect(isLoopback('127.0.0.1') && isLoopback('::1') && isLoopback('localhost')).toBe(true);
    expect(networkUrls('127.0.0.1', 4280)).toEqual([]);
    const eth0: os.NetworkInterfaceInfo = { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: '', internal: false, cidr: null };
    const lo: os.NetworkInterfaceInfo = { ...eth0, address: '127.0.0.1', internal: true };
    expect(networkUrls('0.0.0.0', 4280, { lo: [lo], eth0: [eth0] })).toEqual(['http://192.168.1.20:4280']);
  });

  test('by default the app answers on this machine only', async () => {
    expect(lanAddress).toBeDefined();
    const port = new URL(readStackInfo().appUrl).port;
    expect(await reach(`${readStackInfo().appUrl}/api/health`)).toBe(200);
    expect(await reach(`http://${lanAddress}:${port}/api/health`)).toBe('unreachable');
  });

  describe('HOST=0.0.0.0 in development sign-in', () => {
    let child: ChildProcess | undefined;
    let info: StackInfo;
    let logs: () => string[];
    const dir = mkdtempSync(join(tmpdir(), 'bar-lan-'));

    beforeAll(async () => {
      ({ child, info, logs } = await startStackProcess({ DATA_DIR: dir, AUTH_MODE: 'dev', HOST: '0.0.0.0' }));
    });
    afterAll(async () => {
      if (child) await stopStackProcess(child);
      rmSync(dir, { recursive: true, force: true });
    });

    test('a phone on the network reaches the app and its configuration; the console says so, with the warning', async () => {
      const port = new URL(info.appUrl).port;
      expect(await reach(`http://${lanAddress}:${port}/api/health`)).toBe(200);
      expect(await reach(`http://${lanAddress}:${port}/app-config.json`)).toBe(200);
      expect(await reach(`http://${lanAddress}:${port}/drinks`)).toBe(200);
      const printed = logs().join('\n');
      expect(printed).toContain(`http://${lanAddress}:${port}`);
      expect(printed).toMatch(/ANYONE who can reach that address is signed in with every role/);
    });
  });
});
