import {
  cleanupDeleteSchema,
  imageUrlFor,
  isImageContainer,
  isSafeImageName,
  parseImageUrl,
  type CleanupDeleteResult,
  type ImageScanResult,
  type UnusedImage,
} from '@bar/domain';
import { audit } from '../audit/audit';
import type { Dependencies } from '../composition';
import type { RouteDefinition } from '../http/route';
import { parseBody } from '../http/validate';

const key = (container: string, name: string) => `${container}/${name}`;

/** Every image the recipes and the inventory point at, as 'container/name', read now. */
async function referencedImageKeys(repos: Pick<Dependencies, 'recipes' | 'inventory'>): Promise<Set<string>> {
  const [recipes, inventory] = await Promise.all([repos.recipes.imageUrls(), repos.inventory.imageUrls()]);
  const keys = new Set<string>();
  for (const url of [...recipes, ...inventory]) {
    const ref = parseImageUrl(url);
    if (ref) keys.add(key(ref.container, ref.name));
  }
  return keys;
}

export const cleanupScan: RouteDefinition = {
  name: 'cleanup-scan',
  methods: ['GET'],
  route: 'cleanup/images/scan',
  access: ['bar_manager'],
  async handler(ctx) {
    const store = await ctx.deps.images();
    const [images, referenced] = await Promise.all([store.listAllImages(), referencedImageKeys(ctx.deps)]);
    const unusedImages: UnusedImage[] = images
      .filter((i) => !referenced.has(key(i.container, i.name)))
      .sort((a, b) => b.lastModified.localeCompare(a.lastModified) || a.name.localeCompare(b.name))
      .map((i) => ({ url: i.url, fileName: i.name, container: i.container, size: i.size, lastModified: i.lastModified }));
    const body: ImageScanResult = {
      totalImagesChecked: images.length,
      referencedImages: images.length - unusedImages.length,
      unusedImages,
    };
    return { body };
  },
};

/**
 * Deletes the selected images that are unused now: the references are read again at the time of the request,
 * so an image that a recipe or item started to use after the scan is kept (and reported as skipped).
 */
export const cleanupDelete: RouteDefinition = {
  name: 'cleanup-delete',
  methods: ['POST'],
  route: 'cleanup/images/delete',
  access: ['bar_manager'],
  maxBodyBytes: 1024 * 1024,
  async handler(ctx) {
    const { imagesToDelete } = parseBody(cleanupDeleteSchema, ctx.body);
    const store = await ctx.deps.images();
    const referenced = await referencedImageKeys(ctx.deps);
    const result: CleanupDeleteResult = { totalDeleted: 0, deleted: [], skipped: [] };
    const done = new Set<string>();
    for (const image of imagesToDelete) {
      const { container, fileName } = image;
      const url = imageUrlFor(container, fileName);
      if (done.has(key(container, fileName))) continue;
      done.add(key(container, fileName));
      const skip = (reason: string) => result.skipped.push({ url, fileName, container, reason });
      if (!isImageContainer(container) || !isSafeImageName(fileName)) {
        skip('not an image of this app');
        continue;
      }
      const pointed = parseImageUrl(image.url);
      if (image.url && (!pointed || pointed.container !== container || pointed.name !== fileName)) {
        skip('the url does not match the file name and container');
        continue;
      }
      if (referenced.has(key(container, fileName))) {
        skip('in use by a recipe or an inventory item');
        continue;
      }
      if (await store.deleteImage(container, fileName)) {
        result.deleted.push({ url, fileName, container });
        result.totalDeleted++;
      } else {
        skip('not found (already deleted)');
      }
    }
    if (result.totalDeleted > 0) {
      const only = result.deleted.length === 1 ? result.deleted[0]! : undefined;
      await audit(
        ctx.deps.audit,
        ctx.principal,
        'images.delete',
        { type: 'image', id: only ? key(only.container, only.fileName) : 'cleanup', name: `${result.totalDeleted} unused ${result.totalDeleted === 1 ? 'image' : 'images'}` },
        { details: { deleted: result.deleted.slice(0, 200).map((d) => key(d.container, d.fileName)), skipped: result.skipped.length } },
        ctx.invocation.warn,
      );
    }
    return { body: result };
  },
};

export const routes = [cleanupScan, cleanupDelete];
