// An in-memory image store with storage/images.ts's contract (api/src/images/images.ts ImagePort): names are
// generated and never reused, a delete answers false when the image was not there.
import type { ImageType } from '@bar/domain';
import type { ImagePort } from '../../src/images/images';
import type { StoredImage } from '../../src/storage/images';

export class MemoryImages implements ImagePort {
  readonly blobs = new Map<string, StoredImage>();
  private names = 0;

  /** Puts an image as it is (a test's starting data). */
  seed(container: string, name: string, lastModified = '2026-11-01T00:00:00.000Z', size = 10): void {
    this.blobs.set(`${container}/${name}`, { container, name, url: `/api/images/${container}/${name}`, size, lastModified });
  }

  generateImageName(fileName: string, type: ImageType): string {
    return `${fileName.replace(/\.[^.]*$/, '').toLowerCase() || 'image'}-${++this.names}.${type.extension}`;
  }

  async putImage(container: string, name: string, bytes: Uint8Array, type: ImageType): Promise<boolean> {
    this.blobs.set(`${container}/${name}`, { container, name, url: `/api/images/${container}/${name}`, size: bytes.length, lastModified: '2026-11-24T20:00:00.000Z', contentType: type.contentType });
    return true;
  }

  async listAllImages(): Promise<StoredImage[]> {
    return [...this.blobs.values()].map((b) => ({ ...b }));
  }

  async deleteImage(container: string, name: string): Promise<boolean> {
    return this.blobs.delete(`${container}/${name}`);
  }
}
