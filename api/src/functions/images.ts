import { IMAGE_MESSAGES, imageUploadSchema } from '@bar/domain';
import { notFound } from '../errors';
import { ifNoneMatchTags } from '../http/etag';
import type { RouteDefinition } from '../http/route';
import { decodeUpload, servedAs, uploadImage } from '../images/images';
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
    const container = ctx.params.container ?? '';
    const name = ctx.params.name ?? '';
    const tags = ifNoneMatchTags(ctx.request).map((t) => t.replace(/^W\//, ''));
    const opened = await (await ctx.deps.images()).openImage(container, name, tags.length === 1 && tags[0] !== '*' ? tags[0] : undefined);
    if (!opened) throw notFound(IMAGE_MESSAGES.notFound);
    const caching = { 'Cache-Control': 'public, max-age=31536000, immutable' };
    if (opened.kind === 'not-modified') return { status: 304, headers: { ...caching, ETag: opened.etag } };
    if (tags.includes(opened.etag)) {
      // Several tags were sent and one matches.
      (opened.stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      return { status: 304, headers: { ...caching, ETag: opened.etag } };
    }
    // Names are generated and never reused for other bytes, so the image can be cached for good.
    const served = servedAs(opened.contentType);
    return {
      status: 200,
      raw: opened.stream,
      headers: {
        ...caching,
        'Content-Type': served.contentType,
        'Content-Length': String(opened.size),
        ETag: opened.etag,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        ...(served.download ? { 'Content-Disposition': 'attachment' } : {}),
      },
    };
  },
};

export const routes = [imagesUpload, imagesGet];
