/**
 * `mockCdn()`: serves the sample shop's generated pictures (packages/sample-shop/cdn) under a base
 * path on Vite's dev and preview servers, and copies them into the build output, so the storefront
 * has images with no CDN. Requests may name a file (`/cdn/products/x-1-400.webp`) or an image key
 * with CDN parameters (`/cdn/products/x-1?w=400&q=80&fm=webp`); see sample-shop's src/images.ts.
 *
 * @example
 * // apps/web/vite.config.ts
 * import { mockCdn } from '../../mocks/vite-plugin.ts';
 * export default defineConfig({ plugins: [react(), mockCdn({ base: '/cdn' })] });
 */
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as CdnFiles from '@haat/sample-shop/cdn-files';
import { runnerImport, type Connect, type Plugin } from 'vite';

export interface MockCdnOptions {
  /** URL path the pictures are served under. Default `/cdn`. */
  base?: string;
  /** Copy the pictures into the build output under the base. Default true. */
  copyOnBuild?: boolean;
}

// The Vite config loads this file with Node, which cannot import the sample shop's TypeScript:
// it comes through Vite's module runner, once, when the first picture is asked for or copied.
let cdnFilesModule: Promise<typeof CdnFiles> | undefined;
const cdnFiles = () =>
  (cdnFilesModule ??= runnerImport<typeof CdnFiles>('@haat/sample-shop/cdn-files', {
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
  }).then(({ module }) => module));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.webp'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  base: string,
  cacheControl: string,
): Promise<void> {
  const { CDN_DIR, parseCdnRequest } = await cdnFiles();
  const found = parseCdnRequest(
    decodeURIComponent(url.pathname.slice(base.length + 1)),
    url.searchParams,
  );
  if (found.kind === 'invalid') {
    res.statusCode = 400;
    res.end(found.reason);
    return;
  }
  const body = await readFile(join(CDN_DIR, ...found.file.split('/'))).catch(() => null);
  if (!body) {
    res.statusCode = 404;
    res.end(`no image ${found.file}`);
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/webp');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', cacheControl);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function middleware(base: string, cacheControl: string): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.pathname.startsWith(`${base}/`)) {
      next();
      return;
    }
    answer(req, res, url, base, cacheControl).catch((error: unknown) => next(error));
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
      const { CDN_DIR } = await cdnFiles();
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
