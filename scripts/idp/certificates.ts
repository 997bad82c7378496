// A local certificate authority and a localhost server certificate, made with node:crypto alone.
//
// Why no library and no openssl CLI: Node can generate keys and sign but cannot build an X.509
// certificate, and the usual helpers (node-forge, selfsigned, @peculiar/x509) would be one more
// dependency to install and audit for a ~150-line job. The `openssl` binary is not part of slim
// Debian images or of Windows, so relying on it would break `npm start` for some developers.
// A certificate is a small DER structure, so we encode it here and let node:crypto sign it; the
// result is checked with node:crypto's own X509Certificate parser before it is used.
//
// Keys are ECDSA P-256 (instant to generate, accepted by every browser and by Node's TLS).
// CA: 10 years, basicConstraints CA:TRUE, keyUsage keyCertSign+cRLSign.
// Leaf: 2 years (below the 825 days Apple/Chromium accept for locally trusted roots),
// SAN DNS:localhost IP:127.0.0.1 IP:::1, extendedKeyUsage serverAuth.
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CertificatePaths {
  caCertPath: string;
  certPath: string;
  keyPath: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CA_VALIDITY_DAYS = 3650;
const LEAF_VALIDITY_DAYS = 730;
/** Renew the leaf when it has less than this left. */
const LEAF_RENEW_BEFORE_DAYS = 30;
const DNS_NAMES = ['localhost'];
const IP_ADDRESSES = ['127.0.0.1', '::1'];

// ---------------------------------------------------------------------------------------------
// Minimal DER encoder
// ---------------------------------------------------------------------------------------------

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), derLength(content.length), content]);
}

const sequence = (...items: Buffer[]): Buffer => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]): Buffer => tlv(0x31, Buffer.concat(items));
const octetString = (content: Buffer): Buffer => tlv(0x04, content);
const utf8String = (value: string): Buffer => tlv(0x0c, Buffer.from(value, 'utf8'));
const booleanTrue = (): Buffer => tlv(0x01, Buffer.from([0xff]));
/** [n] EXPLICIT (constructed, context-specific). */
const explicit = (n: number, content: Buffer): Buffer => tlv(0xa0 | n, content);
/** [n] IMPLICIT primitive (context-specific). */
const implicitPrimitive = (n: number, content: Buffer): Buffer => tlv(0x80 | n, content);

function integer(value: Buffer | number): Buffer {
  let bytes = typeof value === 'number' ? Buffer.from([value]) : value;
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && (bytes[start + 1]! & 0x80) === 0) start++;
  bytes = bytes.subarray(start);
  if ((bytes[0]! & 0x80) !== 0) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

function objectIdentifier(oid: string): Buffer {
  const parts = oid.split('.').map(Number);
  const bytes: number[] = [40 * parts[0]! + parts[1]!];
  for (const part of parts.slice(2)) {
    const chunk: number[] = [part & 0x7f];
    for (let n = Math.floor(part / 128); n > 0; n = Math.floor(n / 128)) chunk.unshift((n & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** A BIT STRING whose content is whole bytes (keys, signatures). */
const bitStringBytes = (content: Buffer): Buffer => tlv(0x03, Buffer.concat([Buffer.from([0]), content]));

/** A named-bit BIT STRING (KeyUsage): DER drops trailing zero bits. */
function namedBits(bits: number[]): Buffer {
  const byteCount = Math.floor(Math.max(...bits) / 8) + 1;
  const bytes = Buffer.alloc(byteCount);
  for (const bit of bits) bytes[Math.floor(bit / 8)]! |= 0x80 >> bit % 8;
  const last = bytes[byteCount - 1]!;
  let unused = 0;
  while (unused < 8 && (last & (1 << unused)) === 0) unused++;
  return tlv(0x03, Buffer.concat([Buffer.from([unused]), bytes]));
}

function time(date: Date): Buffer {
  const iso = date.toISOString(); // 2026-05-01T12:34:56.789Z
  const compact = iso.slice(0, 19).replace(/[-:T]/g, '') + 'Z'; // 20260501123456Z
  const year = date.getUTCFullYear();
  return year < 2050
    ? tlv(0x17, Buffer.from(compact.slice(2), 'ascii')) // UTCTime YYMMDDHHMMSSZ
    : tlv(0x18, Buffer.from(compact, 'ascii')); // GeneralizedTime
}

function ipAddressBytes(ip: string): Buffer {
  if (ip.includes('.')) return Buffer.from(ip.split('.').map(Number));
  // IPv6: expand '::'
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array<string>(ip.includes('::') ? missing : 0).fill('0'), ...tailParts];
  const bytes = Buffer.alloc(16);
  groups.forEach((group, i) => bytes.writeUInt16BE(parseInt(group, 16), i * 2));
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// X.509 structures
// ---------------------------------------------------------------------------------------------

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
} as const;

const KEY_USAGE = { digitalSignature: 0, keyCertSign: 5, cRLSign: 6 } as const;

function name(commonName: string): Buffer {
  return sequence(
    set(sequence(objectIdentifier(OID.organization), utf8String('Bar app local development'))),
    set(sequence(objectIdentifier(OID.commonName), utf8String(commonName))),
  );
}

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return critical
    ? sequence(objectIdentifier(oid), booleanTrue(), octetString(value))
    : sequence(objectIdentifier(oid), octetString(value));
}

/** SHA-1 of the subjectPublicKey bits (RFC 5280 4.2.1.2, method 1). */
function keyIdentifier(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return createHash('sha1').update(point).digest();
}

interface CertificateSpec {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  issuerPublicKey: KeyObject;
  signingKey: KeyObject;
  days: number;
  ca: boolean;
}

function buildCertificate(spec: CertificateSpec): string {
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x01; // positive, no leading zero
  const now = Date.now();
  const notBefore = new Date(now - 60 * 60 * 1000); // tolerate small clock skew
  const notAfter = new Date(now + spec.days * DAY_MS);
  const algorithm = sequence(objectIdentifier(OID.ecdsaWithSha256));
  const spki = spec.publicKey.export({ type: 'spki', format: 'der' });

  const extensions: Buffer[] = spec.ca
    ? [
        extension(OID.basicConstraints, true, sequence(booleanTrue())),
        extension(OID.keyUsage, true, namedBits([KEY_USAGE.keyCertSign, KEY_USAGE.cRLSign])),
        extension(OID.subjectKeyIdentifier, false, octetString(keyIdentifier(spec.publicKey))),
      ]
    : [
        extension(OID.basicConstraints, true, sequence()),
        extension(OID.keyUsage, true, namedBits([KEY_USAGE.digitalSignature])),
        extension(OID.extKeyUsage, false, sequence(objectIdentifier(OID.serverAuth))),
        extension(
          OID.subjectAltName,
          false,
          sequence(
            ...DNS_NAMES.map((dns) => implicitPrimitive(2, Buffer.from(dns, 'ascii'))),
            ...IP_ADDRESSES.map((ip) => implicitPrimitive(7, ipAddressBytes(ip))),
          ),
        ),
        extension(OID.subjectKeyIdentifier, false, octetString(keyIdentifier(spec.publicKey))),
        extension(
          OID.authorityKeyIdentifier,
          false,
          sequence(implicitPrimitive(0, keyIdentifier(spec.issuerPublicKey))),
        ),
      ];

  const tbs = sequence(
    explicit(0, integer(2)), // v3
    integer(serial),
    algorithm,
    name(spec.issuer),
    sequence(time(notBefore), time(notAfter)),
    name(spec.subject),
    spki,
    explicit(3, sequence(...extensions)),
  );
  const signature = sign('sha256', tbs, spec.signingKey); // DER-encoded ECDSA signature
  const der = sequence(tbs, algorithm, bitStringBytes(signature));
  const base64 = der.toString('base64').replace(/(.{64})/g, '$1\n').trimEnd();
  return `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`;
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

function writeAtomic(path: string, content: string, mode: number): void {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, content, { mode });
  renameSync(temp, path);
}

function newKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

function pem(key: KeyObject): string {
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function loadCa(caKeyPath: string, caCertPath: string): { key: KeyObject; cert: X509Certificate } | undefined {
  if (!existsSync(caKeyPath) || !existsSync(caCertPath)) return undefined;
  try {
    const key = createPrivateKey(readFileSync(caKeyPath));
    const cert = new X509Certificate(readFileSync(caCertPath));
    const stillValid = Date.parse(cert.validTo) - Date.now() > LEAF_VALIDITY_DAYS * DAY_MS;
    if (!cert.ca || !cert.checkPrivateKey(key) || !stillValid) return undefined;
    return { key, cert };
  } catch {
    return undefined;
  }
}

function leafIsUsable(certPath: string, keyPath: string, ca: X509Certificate): boolean {
  if (!existsSync(certPath) || !existsSync(keyPath)) return false;
  try {
    const cert = new X509Certificate(readFileSync(certPath));
    const key = createPrivateKey(readFileSync(keyPath));
    return (
      cert.checkPrivateKey(key) &&
      cert.checkIssued(ca) &&
      cert.verify(ca.publicKey) &&
      cert.checkHost('localhost') !== undefined &&
      IP_ADDRESSES.every((ip) => cert.checkIP(ip) !== undefined) &&
      Date.parse(cert.validTo) - Date.now() > LEAF_RENEW_BEFORE_DAYS * DAY_MS
    );
  } catch {
    return false;
  }
}

/**
 * Makes sure `dir` holds a local CA and a localhost server certificate signed by it.
 * Existing files are reused while they are valid; the leaf is re-issued when it is about to
 * expire, the CA only when it is missing, broken or about to expire (then trust it again).
 */
export async function ensureCertificates(dir: string): Promise<CertificatePaths> {
  mkdirSync(dir, { recursive: true });
  const caKeyPath = join(dir, 'ca.key');
  const caCertPath = join(dir, 'ca.crt');
  const certPath = join(dir, 'localhost.crt');
  const keyPath = join(dir, 'localhost.key');

  let ca = loadCa(caKeyPath, caCertPath);
  if (!ca) {
    const { privateKey, publicKey } = newKeyPair();
    const caPem = buildCertificate({
      subject: 'Bar app local development CA',
      issuer: 'Bar app local development CA',
      publicKey,
      issuerPublicKey: publicKey,
      signingKey: privateKey,
      days: CA_VALIDITY_DAYS,
      ca: true,
    });
    const cert = new X509Certificate(caPem);
    if (!cert.verify(publicKey)) throw new Error('Generated CA certificate does not verify');
    writeAtomic(caKeyPath, pem(privateKey), 0o600);
    writeAtomic(caCertPath, caPem, 0o644);
    ca = { key: privateKey, cert };
  }

  if (!leafIsUsable(certPath, keyPath, ca.cert)) {
    const { privateKey, publicKey } = newKeyPair();
    const leafPem = buildCertificate({
      subject: 'localhost',
      issuer: 'Bar app local development CA',
      publicKey,
      issuerPublicKey: ca.cert.publicKey,
      signingKey: ca.key,
      days: LEAF_VALIDITY_DAYS,
      ca: false,
    });
    const leaf = new X509Certificate(leafPem);
    if (!leaf.checkIssued(ca.cert) || !leaf.verify(ca.cert.publicKey)) {
      throw new Error('Generated server certificate does not verify against the local CA');
    }
    writeAtomic(keyPath, pem(privateKey), 0o600);
    writeAtomic(certPath, leafPem, 0o644);
  }

  return { caCertPath, certPath, keyPath };
}
