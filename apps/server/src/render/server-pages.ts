import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AnswerCache } from '../graphql/answer-cache.js';
import type { Encoding } from '../static/encoding.js';
import type { WebRenderer } from './web-renderer.js';

/** A rendered page as the static web sends it: status, bytes, validator, compressed copies. */
export interface PageAnswer {
  readonly status: number;
  readonly body: Buffer;
  /** Strong validator of the bytes. */
  readonly etag: string;
  /** The page in `encoding`, compressed once and kept with it. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

/** The server's pages: rendered, kept and shared while nothing they show has changed. */
export interface ServerPages {
  /**
   * The page at `url` (path and query), or null when the app renders it alone (personal pages)
   * or the render failed (then the app's `index.html` is the answer, and the failure is logged).
   */
  page(url: string): Promise<PageAnswer | null>;
}

/**
 * Levels for pages compressed while the shopper waits (as `POST /graphql` answers): brotli 5 and
 * gzip 6 take about a millisecond for a listing's 150 KB; brotli 11 would take tens.
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

/** Where kept pages are in the answer cache: beside, never mistaken for, GraphQL answers. */
const keyOf = (url: string) => `page\n${url}`;

function pageAnswer(status: number, html: string): PageAnswer {
  const body = Buffer.from(html);
  const copies = new Map<Encoding, Promise<Buffer>>();
  return {
    status,
    body,
    etag: `"p${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compressors[encoding](body);
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/**
 * The server-rendered pages over the web app's renderer. A page shows the catalogue and live
 * stock and nothing personal (the renderer reads as an anonymous caller, and the app renders cart,
 * sign-in and wishlist after it starts), so it is the same for every shopper and is kept in the
 * answer cache by its address (path and query), as public catalogue reads are: dropped when stock
 * changes (in this process or another) and after `ANSWER_MAX_AGE_MS` at most, never kept while
 * changes cannot be heard, and never kept when something changed while it was rendered. Requests
 * for a page being rendered wait for that render rather than starting their own.
 *
 * @example
 * const pages = serverPages({ renderer, answers, log: logger });
 * const page = await pages.page('/products/vitamin-c-brightening-serum');
 */
export function serverPages(options: {
  readonly renderer: WebRenderer;
  readonly answers?: AnswerCache | undefined;
  readonly log: { error(details: object, message: string): void };
}): ServerPages {
  const { renderer, answers, log } = options;
  /** The page answer of each kept body (the cache holds the bytes and decides how long). */
  const kept = new WeakMap<Buffer, PageAnswer>();
  const rendering = new Map<string, Promise<PageAnswer | null>>();

  const render = async (url: string): Promise<PageAnswer | null> => {
    const stamp = answers?.stamp();
    try {
      const document = await renderer.render(url);
      if (!document) return null;
      const page = pageAnswer(document.status, document.html);
      if (answers && stamp !== undefined) {
        kept.set(page.body, page);
        answers.keep(keyOf(url), page.body, stamp);
      }
      return page;
    } catch (error) {
      log.error({ err: error, url }, 'server render failed: sent the app to render the page');
      return null;
    }
  };

  return {
    page(url) {
      const body = answers?.answer(keyOf(url));
      const page = body ? kept.get(body) : undefined;
      if (page) return Promise.resolve(page);
      let pending = rendering.get(url);
      if (!pending) {
        pending = render(url).finally(() => rendering.delete(url));
        rendering.set(url, pending);
      }
      return pending;
    },
  };
}
