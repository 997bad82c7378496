import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { IMAGE_CONTAINER_NAMES, imageUrlFor, isImageContainer, isSafeImageName, type ImageType } from '@bar/domain';
import { statusOf } from '../data/errors';
import { blobContainer } from './containers';
import { blobCall } from './errors';

/** One stored image as a listing shows it. */
export interface StoredImage {
  container: string;
  name: string;
  url: string;
  size: number;
  lastModified: string;
  contentType?: string;
}

/** A readable image, or 'not-modified' when the caller's ETag is current. */
export type OpenedImage =
  | { kind: 'image'; stream: NodeJS.ReadableStream; contentType: string; etag: string; size: number }
  | { kind: 'not-modified'; etag: string };

/**
 * A blob name from the uploaded file's name: a readable slug (so the Image Cleanup table says what it is) and
 * a random part (so it never collides and can be cached forever), with the extension of the detected type.
 */
export function generateImageName(fileName: string, type: ImageType): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const slug = base
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug ? `${slug}-` : ''}${randomUUID()}.${type.extension}`;
}

function assertAddressable(container: string, name: string) {
  if (!isImageContainer(container) || !isSafeImageName(name)) throw new Error(`Not an image address: ${container}/${name}`);
}

/** Stores an image; with `overwrite` false an existing blob of that name is kept (returns false). */
export async function putImage(container: string, name: string, bytes: Uint8Array, type: ImageType, overwrite = true): Promise<boolean> {
  assertAddressable(container, name);
  const blob = (await blobContainer(container)).getBlockBlobClient(name);
  try {
    await blobCall(() =>
      blob.uploadData(bytes, {
        blobHTTPHeaders: { blobContentType: type.contentType, blobCacheControl: 'public, max-age=31536000, immutable' },
        ...(overwrite ? {} : { conditions: { ifNoneMatch: '*' } }),
      }),
    );
    return true;
  } catch (err) {
    if (!overwrite && (statusOf(err) === 409 || statusOf(err) === 412)) return false;
    throw err;
  }
}

/** Opens an image for reading; null when there is no such image. */
export async function openImage(container: string, name: string, ifNoneMatch?: string): Promise<OpenedImage | null> {
  if (!isImageContainer(container) || !isSafeImageName(name)) return null;
  const blob = (await blobContainer(container)).getBlockBlobClient(name);
  try {
    const res = await blobCall(() => blob.download(0, undefined, ifNoneMatch ? { conditions: { ifNoneMatch } } : {}));
    if (!res.readableStreamBody) return null;
    return {
      kind: 'image',
      stream: res.readableStreamBody,
      contentType: res.contentType ?? 'application/octet-stream',
      etag: res.etag ?? '',
      size: res.contentLength ?? 0,
    };
  } catch (err) {
    const status = statusOf(err);
    if (status === 304 && ifNoneMatch) return { kind: 'not-modified', etag: ifNoneMatch };
    if (status === 404) return null;
    throw err;
  }
}

/**
 * A stream of one image that starts downloading only when it is first read: a backup adds every image to the
 * zip up front, and the zip reads them one after another. An image deleted meanwhile becomes an empty entry.
 */
export function lazyImageStream(container: string, name: string): Readable {
  let source: NodeJS.ReadableStream | undefined;
  let starting = false;
  const out: Readable = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      if (starting) return;
      starting = true;
      openImage(container, name).then(
        (opened) => {
          if (!opened || opened.kind !== 'image') {
            out.push(null);
            return;
          }
          source = opened.stream;
          source.on('data', (chunk: Buffer) => {
            if (!out.push(chunk)) source!.pause();
          });
          source.on('end', () => out.push(null));
          source.on('error', (err: Error) => out.destroy(err));
        },
        (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
      );
    },
  });
  return out;
}

/** Every image of one container, with size and last change. */
export async function listImages(container: string): Promise<StoredImage[]> {
  const client = await blobContainer(container);
  return blobCall(async () => {
    const out: StoredImage[] = [];
    for await (const blob of client.listBlobsFlat()) {
      out.push({
        container,
        name: blob.name,
        url: imageUrlFor(container, blob.name),
        size: blob.properties.contentLength ?? 0,
        lastModified: blob.properties.lastModified.toISOString(),
        ...(blob.properties.contentType ? { contentType: blob.properties.contentType } : {}),
      });
    }
    return out;
  });
}

/** Every image of every image container. */
export async function listAllImages(): Promise<StoredImage[]> {
  const lists = await Promise.all(IMAGE_CONTAINER_NAMES.map((c) => listImages(c)));
  return lists.flat();
}

/** Deletes an image; false when it was not there. */
export async function deleteImage(container: string, name: string): Promise<boolean> {
  assertAddressable(container, name);
  const blob = (await blobContainer(container)).getBlockBlobClient(name);
  const res = await blobCall(() => blob.deleteIfExists());
  return res.succeeded;
}
