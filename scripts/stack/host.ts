import net from 'node:net';
import os from 'node:os';

/** Where the app listens unless HOST says otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * HOST as an address to bind: an IPv4 or IPv6 address of this machine, 0.0.0.0 / :: for every interface, or
 * localhost. Names are refused: what they resolve to can change, and the warning must name real addresses.
 */
export function parseHost(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value) return DEFAULT_HOST;
  const bare = value.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || net.isIP(bare)) return bare;
  throw new Error(`HOST=${value} is not an address to listen on: use an IP address of this machine (e.g. 192.168.1.20), 0.0.0.0 for every interface, or leave it unset for 127.0.0.1`);
}

/** True when only this machine can reach the address. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

const urlHost = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** The addresses other devices use to reach the app on `host`: every interface's for 0.0.0.0 and ::, else the one. */
export function networkUrls(host: string, port: number, interfaces = os.networkInterfaces()): string[] {
  if (isLoopback(host)) return [];
  const wildcard = host === '0.0.0.0' || host === '::';
  const addresses = wildcard
    ? Object.values(interfaces)
        .flat()
        .filter((i): i is os.NetworkInterfaceInfo => Boolean(i) && !i!.internal && (host === '::' || i!.family === 'IPv4') && !i!.address.startsWith('fe80:'))
        .map((i) => i.address)
    : [host];
  return addresses.map((a) => `http://${urlHost(a)}:${port}`);
}
