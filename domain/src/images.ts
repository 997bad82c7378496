import { z } from 'zod';
import { messages } from './messages';

/** Largest image accepted, decoded: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  invalidFormat: 'Invalid image format. Please use JPG, PNG, WebP, or GIF',
  tooLarge: messages.imageTooLarge,
  notFound: 'Image not found',
  invalidBase64: 'imageData: is not valid base64 image data',
  empty: 'imageData: is empty',
  tooManyPixels: 'Image is too large in pixels: use one of at most 8000 pixels a side and 40 megapixels (a phone photo is about 12)',
} as const;

/** The most pixels an image may have a side, and in all: more is a decompression bomb to every browser that shows it. */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What an image belongs to; each kind has its own Blob container. */
export const IMAGE_CATEGORIES = ['recipe', 'inventory'] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

export const IMAGE_CONTAINERS: Record<ImageCategory, string> = {
  recipe: 'recipe-images',
  inventory: 'inventory-images',
};
export const IMAGE_CONTAINER_NAMES: readonly string[] = Object.values(IMAGE_CONTAINERS);

export function isImageContainer(name: string): boolean {
  return IMAGE_CONTAINER_NAMES.includes(name);
}

export interface ImageType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  extension: 'jpg' | 'png' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the bytes themselves (the name and the declared type are not trusted). Only JPG, PNG,
 * WebP and GIF; SVG (which can carry scripts) and everything else is null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/**
 * The width and height an image's header says, read from its first bytes (a PNG's IHDR, a GIF's screen, a WebP's
 * frame or canvas, a JPEG's start of frame); null when the header does not say (a browser cannot draw it either).
 */
export function imageDimensions(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const n = bytes.length;
  if (type.extension === 'png') return n >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
  if (type.extension === 'gif') return n >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null;
  if (type.extension === 'webp') {
    if (n >= 30 && startsWith(bytes, ascii('VP8 '), 12)) return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    if (n >= 25 && startsWith(bytes, ascii('VP8L'), 12)) {
      const [b1, b2, b3, b4] = [bytes[22]!, bytes[23]!, bytes[24]!, bytes[21]!];
      return { width: 1 + (((b1 & 0x3f) << 8) | b4), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
    }
    if (n >= 30 && startsWith(bytes, ascii('VP8X'), 12)) return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
    return null;
  }
  // JPEG: the segments walked to the first start of frame (SOF0..SOF15 but DHT, JPG and DAC), at most the whole file.
  let at = 2;
  while (at + 9 < n) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/** What is wrong with an image's size in pixels, as its header says it (null when within the limits or not said). */
export function imagePixelsProblem(bytes: Uint8Array, type: ImageType): string | null {
  const size = imageDimensions(bytes, type);
  if (!size) return null;
  return size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS ? IMAGE_MESSAGES.tooManyPixels : null;
}

/**
 * Blob names the app generates and serves: a letter or digit first, then letters, digits, dot, dash,
 * underscore; no path, no '..'.
 */
export function isSafeImageName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) && !name.includes('..');
}

/** The relative URL entities keep for an image. */
export function imageUrlFor(container: string, name: string): string {
  return `/api/images/${container}/${name}`;
}

/**
 * The container and blob name an image URL points at, for '/api/images/{container}/{name}', '/images/...' and
 * absolute URLs with such a path; null for anything else (an image hosted elsewhere).
 */
export function parseImageUrl(url: string | undefined | null): { container: string; name: string } | null {
  if (!url) return null;
  let path = url.trim();
  const absolute = /^https?:\/\/[^/?#]+(\/[^?#]*)?/i.exec(path);
  if (absolute) path = absolute[1] ?? '/';
  const match = /^\/(?:api\/)?images\/([^/?#]+)\/([^/?#]+)$/.exec(path.split(/[?#]/)[0]!);
  if (!match) return null;
  let container: string;
  let name: string;
  try {
    container = decodeURIComponent(match[1]!);
    name = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return { container, name };
}

/** Sizes as the Image Cleanup table shows them: Bytes, KB, MB, GB (base 1024), at most 2 decimals. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Unknown';
  if (bytes === 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Math.round((bytes / 1024 ** exponent) * 100) / 100;
  return `${value} ${units[exponent]}`;
}

export const imageUploadSchema = z.object({
  fileName: z.string({ error: 'must be a string' }).trim().max(255, 'must be at most 255 characters').default(''),
  contentType: z.string({ error: 'must be a string' }).trim().max(100, 'must be at most 100 characters').optional(),
  imageData: z.string({ error: 'is required' }).min(1, IMAGE_MESSAGES.empty),
  category: z.preprocess(
    (v) => (v === 'recipes' ? 'recipe' : v),
    z.enum(IMAGE_CATEGORIES, { error: `must be one of ${IMAGE_CATEGORIES.join(', ')}` }),
  ),
});
export type ImageUploadInput = z.infer<typeof imageUploadSchema>;

export interface ImageUploadResult {
  imageUrl: string;
  fileName: string;
  container: string;
  contentType: string;
  size: number;
}

export interface UnusedImage {
  url: string;
  fileName: string;
  container: string;
  size?: number;
  lastModified?: string;
}

export interface ImageScanResult {
  totalImagesChecked: number;
  referencedImages: number;
  unusedImages: UnusedImage[];
}

/** At most this many images in one delete request. */
export const MAX_IMAGES_PER_DELETE = 1000;

export const cleanupDeleteSchema = z.object({
  imagesToDelete: z
    .array(
      z.looseObject({
        url: z.string({ error: 'must be a string' }).max(2048, 'must be at most 2048 characters').optional(),
        fileName: z.string({ error: 'must be a string' }).min(1, 'is required').max(255, 'must be at most 255 characters'),
        container: z.string({ error: 'must be a string' }).min(1, 'is required').max(63, 'must be at most 63 characters'),
      }),
      { error: 'must be a list' },
    )
    .max(MAX_IMAGES_PER_DELETE, `may list at most ${MAX_IMAGES_PER_DELETE} images`),
});
export type CleanupDeleteInput = z.infer<typeof cleanupDeleteSchema>;

export interface SkippedImage {
  url: string;
  fileName: string;
  container: string;
  reason: string;
}

export interface CleanupDeleteResult {
  totalDeleted: number;
  deleted: Array<{ url: string; fileName: string; container: string }>;
  skipped: SkippedImage[];
}
