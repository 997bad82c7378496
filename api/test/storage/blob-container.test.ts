import { isSafeImageName } from '@bar/domain';
import { blobContainer } from '../../src/storage/containers';
import { deleteImage, openImage, putImage } from '../../src/storage/images';

/** Blob URLs are built from container and blob names: only the app's own names ever reach them. */
describe('Blob names and containers a URL could misroute', () => {
  test.each(['..', '.', '', 'recipe-images/..', 'restore-sessions?comp=list', 'other'])('container %j is refused before any request', async (name) => {
    await expect(blobContainer(name)).rejects.toThrow(/Not a Blob container of this app/);
  });

  test.each(['..', '.', '.hidden', 'a/../b', 'x?comp=list', 'x#y', 'x%2e', '%2e%2e', ' x', 'x\u0000'])('image name %j is not an image address', async (name) => {
    expect(isSafeImageName(name)).toBe(false);
    expect(await openImage('recipe-images', name)).toBeNull();
    await expect(putImage('recipe-images', name, new Uint8Array([1]), { contentType: 'image/png', extension: 'png' })).rejects.toThrow(/Not an image address/);
    await expect(deleteImage('recipe-images', name)).rejects.toThrow(/Not an image address/);
  });
});
