/**
 * Base64 payloads (images, backups): the standard or the URL-safe alphabet, line breaks allowed, optionally
 * wrapped in a data: URL. Node's decoder silently skips garbage, so the text is checked first.
 */
export interface Base64Payload {
  /** The base64 text without the data: prefix and whitespace. */
  text: string;
  /** The media type a data: URL declared, if any (not trusted; for messages only). */
  declaredType?: string;
}

export function unwrapBase64(input: string): Base64Payload | null {
  let text = input;
  let declaredType: string | undefined;
  const dataUrl = /^data:([^;,]*)(;[^,]*)?,/i.exec(text.slice(0, 300));
  if (dataUrl) {
    if (!/;base64/i.test(dataUrl[2] ?? '')) return null;
    declaredType = dataUrl[1] || undefined;
    text = text.slice(dataUrl[0].length);
  }
  if (/\s/.test(text)) text = text.replace(/\s+/g, '');
  if (text.length === 0 || text.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return null;
  return { text, ...(declaredType ? { declaredType } : {}) };
}

/** How many bytes the base64 text decodes to, without decoding it. */
export function decodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

export function decodeBase64(text: string): Buffer {
  return Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
}
