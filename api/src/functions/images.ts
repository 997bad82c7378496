import { IMAGE_MESSAGES, imageUploadSchema } from '@bar/domain';
import { notFound } from '../errors';
import { ifNoneMatchTags } from '../http/etag';
import type { RouteDefinition } from '../http/route';
import { decodeUpload, serveImage, uploadImage } from '../images/images';
import { parseBody } from '../http/validate';
import { imagesPorts } from './ports';

/** Base64 grows by a third: a 5 MB image is about 6.7 MB of JSON. Up to this, an oversized image gets docs/spec.md's message. */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

export const imagesUpload: RouteDefinition = {
  name: 'images-upload',
  methods: ['POST'],
  route: 'images/upload',
  access: ['bar_manager'],
  maxBodyBytes: UPLOAD_BODY_LIMIT,
  async handler(ctx) {
    const input = parseBody(imageUploadSchema, ctx.body);
    const body = await uploadImage(await imagesPorts(ctx), ctx.principal, input, decodeUpload(input.imageData));
    return { status: 201, body };
  },
};

export const imagesGet: RouteDefinition = {
  name: 'images-get',
  methods: ['GET'],
  route: 'images/{container}/{name}',
  access: 'anonymous',
  async handler(ctx) {
    const served = await serveImage(await ctx.deps.images(), ctx.params.container ?? '', ctx.params.name ?? '', ifNoneMatchTags(ctx.request));
    if (!served) throw notFound(IMAGE_MESSAGES.notFound);
    // Names are generated and never reused for other bytes, so the image can be cached for good.
    const caching = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: served.etag };
    if (served.kind === 'not-modified') return { status: 304, headers: caching };
    return {
      status: 200,
      raw: served.stream,
      headers: {
        ...caching,
        'Content-Type': served.contentType,
        'Content-Length': String(served.size),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        ...(served.download ? { 'Content-Disposition': 'attachment' } : {}),
      },
    };
  },
};

export const routes = [imagesUpload, imagesGet];
