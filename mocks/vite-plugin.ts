/**
 * `mockCdn()`: serves the generated catalogue pictures (mocks/public/cdn) under a base path on
 * Vite's dev and preview servers, and copies them into the build output, so the storefront has
 * images with no CDN. Requests may name a file (`/cdn/products/x-1-400.webp`) or an image key
 * with CDN parameters (`/cdn/products/x-1?w=400&q=80&fm=webp`); see data/images.ts.
 *
 * @example
 * // apps/web/vite.config.ts
 * import { mockCdn } from '@haat/mocks/vite-plugin';
 * export default defineConfig({ plugins: [react(), mockCdn({ base: '/cdn' })] });
 */
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { parseCdnRequest } from './data/images.js';

export interface MockCdnOptions {
  /** URL path the pictures are served under. Default `/cdn`. */
  base?: string;
  /** Copy the pictures into the build output under the base. Default true. */
  copyOnBuild?: boolean;
}

export const CDN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'public', 'cdn');

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.webp'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

function middleware(base: string, cacheControl: string): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.pathname.startsWith(`${base}/`)) {
      next();
      return;
    }
    const found = parseCdnRequest(
      decodeURIComponent(url.pathname.slice(base.length + 1)),
      url.searchParams,
    );
    if (found.kind === 'invalid') {
      res.statusCode = 400;
      res.end(found.reason);
      return;
    }
    readFile(join(CDN_DIR, ...found.file.split('/'))).then(
      (body) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'image/webp');
        res.setHeader('Content-Length', body.length);
        res.setHeader('Cache-Control', cacheControl);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.statusCode = 404;
        res.end(`no image ${found.file}`);
      },
    );
  };
}

export function mockCdn(options: MockCdnOptions = {}): Plugin {
  const base = `/${(options.base ?? '/cdn').replace(/^\/+|\/+$/g, '')}`;
  return {
    name: 'haat-mock-cdn',
    configureServer(server) {
      server.middlewares.use(middleware(base, 'no-cache'));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(base, 'public, max-age=31536000, immutable'));
    },
    async generateBundle() {
      if (options.copyOnBuild === false) return;
      for (const file of await listFiles(CDN_DIR)) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}/${file}`,
          source: await readFile(join(CDN_DIR, file)),
        });
      }
    },
  };
}
