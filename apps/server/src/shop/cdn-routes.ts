import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CDN_DIR, parseCdnRequest } from '@haat/sample-shop/cdn-files';
import {
  UPLOAD_KEY_PREFIXES,
  UPLOAD_LIMITS,
  UPLOAD_TOKEN_PARAM,
  type StorefrontBackend,
} from '@haat/storefront-backend';

/** A generated file's name carries its width and never changes: cached for a year. */
const FILE_CACHE = 'public, max-age=31536000, immutable';
/** A key's best width may change with a new catalogue: a day. */
const KEY_CACHE = 'public, max-age=86400';

const sendText = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

const PICTURES = resolve(CDN_DIR);

async function sendPicture(reply: FastifyReply, file: string, cacheControl: string) {
  // parseCdnRequest only names files of its key pattern; a path that still resolves outside the
  // picture folder is not served, whatever produced it.
  const path = resolve(PICTURES, file);
  if (!path.startsWith(`${PICTURES}${sep}`)) return sendText(reply, 404, 'Not Found');
  const bytes = await readFile(path).catch(() => null);
  if (!bytes) return sendText(reply, 404, 'Not Found');
  return reply.type('image/webp').header('cache-control', cacheControl).send(bytes);
}

/**
 * The image CDN at `/cdn` (the web app's `VITE_IMAGE_CDN_URL`):
 * - `GET /cdn/{imageKey}?w=&q=&fm=webp`: the sample shop's picture of the nearest generated
 *   width ≥ w, sent directly (no redirect: one round trip less on a phone); a concrete file
 *   (`…-400.webp`) as is, cached as immutable. Only keys of the picture pattern are read (a
 *   path with `..`, raw or percent-encoded, is 400) and only inside the picture folder. Unknown
 *   keys 404, malformed requests 400.
 * - `PUT /cdn/reviews/u-{id}?token=…` (and `/cdn/products/u-{id}`): a review image into the
 *   slot `createReviewImageUpload` made (a product image: `createProductImageUpload`), once, with the slot's secret from its upload URL (the backend's `putReviewImage`:
 *   size, type by magic bytes, metadata stripped); the body is capped at the upload limit before
 *   it is read. `GET` sends it back with the type the slot recorded, under
 *   `X-Content-Type-Options: nosniff`.
 *
 * An operator whose catalogue has its own pictures points `VITE_IMAGE_CDN_URL` at their CDN.
 *
 * @example
 * addCdnRoutes(app, backend);
 */
export function addCdnRoutes(app: FastifyInstance, backend: Pick<StorefrontBackend, 'uploads'>) {
  for (const prefix of UPLOAD_KEY_PREFIXES) addUploadRoutes(app, backend, prefix);
  app.get<{ Params: { '*': string } }>('/cdn/*', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const found = parseCdnRequest(request.params['*'], new URLSearchParams(query));
    switch (found.kind) {
      case 'invalid':
        return sendText(reply, 400, found.reason);
      case 'file':
        return sendPicture(reply, found.file, FILE_CACHE);
      case 'image':
        return sendPicture(reply, found.file, KEY_CACHE);
    }
  });
}

/** PUT and GET of the upload URLs under one key prefix (`reviews/u-`, `products/u-`). */
function addUploadRoutes(
  app: FastifyInstance,
  backend: Pick<StorefrontBackend, 'uploads'>,
  prefix: string,
) {
  const uploadPath = `/cdn/${prefix}:id`;
  const keyOf = (id: string) => `${prefix}${id}`;

  // An encapsulated plugin, so its body parser applies to the upload route alone.
  void app.register((uploads, _options, done) => {
    // Any body type: the slot decides what it accepts; the bytes are kept as sent.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    uploads.put<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
      uploadPath,
      { bodyLimit: UPLOAD_LIMITS.maxBytes },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const token = request.query[UPLOAD_TOKEN_PARAM] ?? null;
        const answer = await backend.uploads.put(
          keyOf(request.params.id),
          new Uint8Array(body),
          typeof token === 'string' ? token : null,
        );
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    );
    done();
  });
  app.get<{ Params: { id: string } }>(uploadPath, async (request, reply) => {
    const answer = await backend.uploads.get(keyOf(request.params.id));
    if (!answer) return sendText(reply, 404, 'Not Found');
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
