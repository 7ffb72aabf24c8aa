import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cachePolicyOf } from './cache-policy.js';
import { contentTypeOf, isCompressible } from './content-types.js';
import type { Encoding } from './encoding.js';

const compressors: Readonly<Record<Encoding, (body: Buffer) => Promise<Buffer>>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

const SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** One file of the web build, held in memory with its headers. */
export interface WebFile {
  /** Its URL path (`/assets/index-BKMnHuDT.js`). */
  readonly path: string;
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
  /** Strong validator of the bytes (`"<sha256, base64url>"`). */
  readonly etag: string;
  readonly compressible: boolean;
  /**
   * The file in `encoding`: the build's precompressed copy (`<file>.br`, `<file>.gz`) when there
   * is one, else compressed on first use and kept (never per request). Null when compressing
   * does not make it smaller.
   */
  encoded(encoding: Encoding): Promise<Buffer | null>;
}

function webFile(path: string, body: Buffer, precompressed: Map<Encoding, Buffer>): WebFile {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const copies = new Map<Encoding, Promise<Buffer | null>>();
  const compressible = isCompressible(path);
  return {
    path,
    body,
    contentType: contentTypeOf(path),
    cacheControl: cachePolicyOf(path),
    etag: `"${hash}"`,
    compressible,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        const ready = precompressed.get(encoding);
        copy = ready
          ? Promise.resolve(ready)
          : compressible
            ? compressors[encoding](body).then((out) => (out.length < body.length ? out : null))
            : Promise.resolve(null);
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/**
 * Where `pnpm build` puts the web app's server render inside the build (`ssr/entry-server.js`):
 * code for this server, never sent to browsers.
 */
export const SERVER_RENDER_DIR = 'ssr';

/** The files of a web build by URL path. */
export type WebFiles = ReadonlyMap<string, WebFile>;

/**
 * Reads a web build (`apps/web/dist`) into memory once, at start: every file by its URL path,
 * with its content type, cache policy and ETag. `<file>.br` / `<file>.gz` next to a file are
 * its precompressed copies, not files of their own; the server render (`ssr/`) is not served.
 *
 * @example
 * const files = await loadWebFiles('/srv/haat/apps/web/dist');
 * files.get('/index.html')?.cacheControl; // 'no-cache'
 */
export async function loadWebFiles(root: string): Promise<WebFiles> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  const isCopy = (name: string) => name.endsWith('.br') || name.endsWith('.gz');
  const isServerCode = (name: string) => name.startsWith(`${SERVER_RENDER_DIR}/`);
  const all = new Set(names);
  const files = new Map<string, WebFile>();
  await Promise.all(
    names
      .filter((name) => !isCopy(name) && !isServerCode(name))
      .map(async (name) => {
        const path = `/${name}`;
        const precompressed = new Map<Encoding, Buffer>();
        for (const encoding of ['br', 'gzip'] as const) {
          if (all.has(name + SUFFIX[encoding])) {
            precompressed.set(encoding, await readFile(join(root, name + SUFFIX[encoding])));
          }
        }
        files.set(path, webFile(path, await readFile(join(root, name)), precompressed));
      }),
  );
  return files;
}
