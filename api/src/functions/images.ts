import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, imageUploadSchema } from '@bar/domain';
import { badRequest, notFound, payloadTooLarge } from '../errors';
import { ifNoneMatchTags } from '../http/etag';
import type { RouteDefinition } from '../http/route';
import { uploadImage } from '../images/images';
import { parseBody } from '../http/validate';
import { decodeBase64, decodedLength, unwrapBase64 } from '../storage/base64';
import { imagesPorts } from './ports';

/** Base64 grows by a third: a 5 MB image is about 6.7 MB of JSON. Up to this, an oversized image gets docs/spec.md's message. */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

const SERVED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export const imagesUpload: RouteDefinition = {
  name: 'images-upload',
  methods: ['POST'],
  route: 'images/upload',
  access: ['bar_manager'],
  maxBodyBytes: UPLOAD_BODY_LIMIT,
  async handler(ctx) {
    const input = parseBody(imageUploadSchema, ctx.body);
    const payload = unwrapBase64(input.imageData);
    if (!payload) throw badRequest(IMAGE_MESSAGES.invalidBase64);
    if (decodedLength(payload.text) > MAX_IMAGE_BYTES) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
    const body = await uploadImage(await imagesPorts(ctx), ctx.principal, input, decodeBase64(payload.text));
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
    const known = SERVED_TYPES.has(opened.contentType);
    return {
      status: 200,
      raw: opened.stream,
      headers: {
        ...caching,
        'Content-Type': known ? opened.contentType : 'application/octet-stream',
        'Content-Length': String(opened.size),
        ETag: opened.etag,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        ...(known ? {} : { 'Content-Disposition': 'attachment' }),
      },
    };
  },
};

export const routes = [imagesUpload, imagesGet];
