import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type Encoding } from '../static/encoding.js';

/** Smaller answers gain less from compression than its headers and CPU cost. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Levels for answers compressed while the shopper waits (the web build's files take the highest
 * levels once, at start): brotli 5 and gzip 6 shrink a 71 KB listing to a tenth in about a
 * millisecond, where brotli 11 takes tens of milliseconds.
 */
const compressors: Readonly<Record<Encoding, (body: Buffer) => Promise<Buffer>>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * Each answer's compressed copies, by the answer's bytes: a kept answer (the same `Buffer` for
 * every caller until it is dropped) is compressed once an encoding, and its copies go with it.
 */
const copies = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let byEncoding = copies.get(body);
  if (!byEncoding) {
    byEncoding = new Map();
    copies.set(body, byEncoding);
  }
  let copy = byEncoding.get(encoding);
  if (!copy) {
    copy = compressors[encoding](body);
    byEncoding.set(encoding, copy);
  }
  return copy;
}

/**
 * Sends a serialized GraphQL answer, brotli- or gzip-compressed when the caller accepts it and
 * the answer is at least 1 KB (a listing page is ~70 KB of JSON: ~0.4 s on a slow phone
 * connection uncompressed).
 *
 * @example
 * return sendAnswer(request, reply, Buffer.from(JSON.stringify(result)));
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding =
    body.length >= MIN_COMPRESSED_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressed(body, encoding));
}
