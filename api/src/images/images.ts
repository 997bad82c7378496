/**
 * The images' use cases: an upload (the type read from the bytes, never from the declared type or name; a
 * generated name that is never reused), and the cleanup of images nothing points at any more (the references
 * read again at the time of the delete, so an image a recipe or item started to use after the scan is kept).
 */
import {
  IMAGE_CONTAINERS,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  detectImageType,
  imagePixelsProblem,
  imageUrlFor,
  isImageContainer,
  isSafeImageName,
  parseImageUrl,
  type CleanupDeleteResult,
  type ImageScanResult,
  type ImageType,
  type ImageUploadResult,
  type UnusedImage,
} from '@bar/domain';
import { audit, type Actor, type AuditPorts } from '../audit/audit';
import { badRequest, payloadTooLarge } from '../errors';
import { decodeBase64, decodedLength, unwrapBase64 } from '../storage/base64';
import type { OpenedImage, StoredImage } from '../storage/images';

/** The image store (Blob Storage: storage/images.ts). */
export interface ImagePort {
  generateImageName(fileName: string, type: ImageType): string;
  putImage(container: string, name: string, bytes: Uint8Array, type: ImageType): Promise<unknown>;
  listAllImages(): Promise<StoredImage[]>;
  /** False when it was not there. */
  deleteImage(container: string, name: string): Promise<boolean>;
}

export interface ImagesPorts extends AuditPorts {
  images: ImagePort;
  /** Every image URL the recipes and the inventory point at, read now. */
  references(): Promise<string[]>;
}

/** The most deleted images an audit record lists by name. */
const AUDITED_NAMES = 200;

const key = (container: string, name: string) => `${container}/${name}`;

/** The image types an image is served as; whatever else a blob holds is sent as a download. */
const SERVED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** How a stored image with this content type is served: as itself when it is an image type the app stores, else a download. */
export function servedAs(contentType: string): { contentType: string; download: boolean } {
  return SERVED_TYPES.has(contentType) ? { contentType, download: false } : { contentType: 'application/octet-stream', download: true };
}

/** An image as it is served: unchanged since the caller's copy (their ETag), or its bytes and how to serve them. */
export type ServedImage =
  | { kind: 'not-modified'; etag: string }
  | { kind: 'image'; stream: NodeJS.ReadableStream; etag: string; size: number; contentType: string; download: boolean };

/**
 * The image a GET asks for, answered against the tags of the caller's If-None-Match (weak or strong, one or several):
 * not modified when one matches, else its bytes, served as an image only for the types kept as images (servedAs);
 * null when there is no such image.
 */
export async function serveImage(store: { openImage(container: string, name: string, ifNoneMatch?: string): Promise<OpenedImage | null> }, container: string, name: string, ifNoneMatch: readonly string[]): Promise<ServedImage | null> {
  const tags = ifNoneMatch.map((t) => t.replace(/^W\//, ''));
  // One tag: Blob Storage answers the condition itself, without sending the bytes.
  const opened = await store.openImage(container, name, tags.length === 1 && tags[0] !== '*' ? tags[0] : undefined);
  if (!opened) return null;
  if (opened.kind === 'not-modified') return opened;
  if (tags.includes(opened.etag)) {
    // Several tags were sent and one matches.
    (opened.stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    return { kind: 'not-modified', etag: opened.etag };
  }
  const served = servedAs(opened.contentType);
  return { kind: 'image', stream: opened.stream, etag: opened.etag, size: opened.size, contentType: served.contentType, download: served.download };
}

/** The bytes of an upload's base64 (a data URL or bare): invalid when it is not base64, tooLarge past the image limit (before decoding). */
export function decodeUpload(imageData: string): Uint8Array {
  const payload = unwrapBase64(imageData);
  if (!payload) throw badRequest(IMAGE_MESSAGES.invalidBase64);
  if (decodedLength(payload.text) > MAX_IMAGE_BYTES) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
  return decodeBase64(payload.text);
}

/** Stores an uploaded image (the decoded bytes) in its category's container and records who did. */
export async function uploadImage(ports: ImagesPorts, actor: Actor, input: { category: keyof typeof IMAGE_CONTAINERS; fileName?: string }, bytes: Uint8Array): Promise<ImageUploadResult> {
  if (bytes.length > MAX_IMAGE_BYTES) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
  if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.empty);
  // The type comes from the bytes; the declared content type and file name are not trusted.
  const type = detectImageType(bytes);
  if (!type) throw badRequest(IMAGE_MESSAGES.invalidFormat);
  // (A small file whose header says 30000 x 30000 pixels is 3.6 GB to every browser that draws it.)
  const pixels = imagePixelsProblem(bytes, type);
  if (pixels) throw badRequest(pixels);
  const container = IMAGE_CONTAINERS[input.category];
  const name = ports.images.generateImageName(input.fileName ?? '', type);
  await ports.images.putImage(container, name, bytes, type);
  const result: ImageUploadResult = { imageUrl: imageUrlFor(container, name), fileName: name, container, contentType: type.contentType, size: bytes.length };
  await audit(
    ports.audit,
    actor,
    'images.upload',
    { type: 'image', id: key(container, name), name: input.fileName || name },
    { after: { imageUrl: result.imageUrl, contentType: result.contentType, size: result.size } },
    ports.warn,
    ports.clock(),
    ports.today(),
  );
  return result;
}

/** Every referenced image as 'container/name'. */
async function referencedKeys(ports: Pick<ImagesPorts, 'references'>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const url of await ports.references()) {
    const ref = parseImageUrl(url);
    if (ref) keys.add(key(ref.container, ref.name));
  }
  return keys;
}

/** The stored images nothing points at, newest first. */
export async function scanUnusedImages(ports: Pick<ImagesPorts, 'images' | 'references'>): Promise<ImageScanResult> {
  const [images, referenced] = await Promise.all([ports.images.listAllImages(), referencedKeys(ports)]);
  const unusedImages: UnusedImage[] = images
    .filter((i) => !referenced.has(key(i.container, i.name)))
    .sort((a, b) => b.lastModified.localeCompare(a.lastModified) || a.name.localeCompare(b.name))
    .map((i) => ({ url: i.url, fileName: i.name, container: i.container, size: i.size, lastModified: i.lastModified }));
  return { totalImagesChecked: images.length, referencedImages: images.length - unusedImages.length, unusedImages };
}

/**
 * Deletes the selected images that are unused now; each other one is skipped with the reason (not an image of
 * this app, a url that does not match its name, in use, already gone). One audit record for what was deleted.
 */
export async function deleteUnusedImages(
  ports: ImagesPorts,
  actor: Actor,
  selected: ReadonlyArray<{ container: string; fileName: string; url?: string }>,
): Promise<CleanupDeleteResult> {
  const referenced = await referencedKeys(ports);
  const result: CleanupDeleteResult = { totalDeleted: 0, deleted: [], skipped: [] };
  const done = new Set<string>();
  for (const image of selected) {
    const { container, fileName } = image;
    const url = imageUrlFor(container, fileName);
    if (done.has(key(container, fileName))) continue;
    done.add(key(container, fileName));
    const skip = (reason: string) => result.skipped.push({ url, fileName, container, reason });
    if (!isImageContainer(container) || !isSafeImageName(fileName)) {
      skip('not an image of this app');
      continue;
    }
    const pointed = parseImageUrl(image.url ?? '');
    if (image.url && (!pointed || pointed.container !== container || pointed.name !== fileName)) {
      skip('the url does not match the file name and container');
      continue;
    }
    if (referenced.has(key(container, fileName))) {
      skip('in use by a recipe or an inventory item');
      continue;
    }
    if (await ports.images.deleteImage(container, fileName)) {
      result.deleted.push({ url, fileName, container });
      result.totalDeleted++;
    } else {
      skip('not found (already deleted)');
    }
  }
  if (result.totalDeleted > 0) {
    const only = result.deleted.length === 1 ? result.deleted[0]! : undefined;
    await audit(
      ports.audit,
      actor,
      'images.delete',
      { type: 'image', id: only ? key(only.container, only.fileName) : 'cleanup', name: `${result.totalDeleted} unused ${result.totalDeleted === 1 ? 'image' : 'images'}` },
      { details: { deleted: result.deleted.slice(0, AUDITED_NAMES).map((d) => key(d.container, d.fileName)), skipped: result.skipped.length } },
      ports.warn,
      ports.clock(),
      ports.today(),
    );
  }
  return result;
}
