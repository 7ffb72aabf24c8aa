import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_DIR } from '../static/web-files.js';
import { pageTemplate } from './page-template.js';
import { routeChunks, type Manifest } from './route-chunks.js';

/** What apps/web/src/entry-server.tsx exports (its build is plain JavaScript). */
interface ServerRenderModule {
  configureRenderer(settings: { publicUrl: string; graphqlFetch: typeof fetch }): void;
  renderPage(url: string): Promise<{
    readonly status: number;
    readonly head: string;
    readonly body: string;
    readonly payload: string;
    readonly module: string | null;
  } | null>;
}

/** A page rendered into the web build's `index.html`: status and the whole document. */
export interface RenderedDocument {
  readonly status: number;
  readonly html: string;
}

/** The web app's server render over this server's backend. */
export interface WebRenderer {
  /** The document at `url` (path and query), or null for a page the app renders alone. */
  render(url: string): Promise<RenderedDocument | null>;
}

/**
 * Loads the web build's server render (`<webDir>/ssr/entry-server.js`, made by `pnpm build`)
 * with the build's `index.html` (its stylesheet written into the pages), its manifest, and sets
 * it up once: the shop's public address and
 * the in-process API it reads the catalogue through. Null when the build has no server render
 * (a build from before it existed): the server then sends `index.html` as before.
 *
 * @example
 * const renderer = await loadWebRenderer(config.webDir, { publicUrl, graphqlFetch: api.fetch });
 * const page = await renderer?.render('/products/vitamin-c-brightening-serum');
 */
export async function loadWebRenderer(
  webDir: string,
  settings: { readonly publicUrl: string; readonly graphqlFetch: typeof fetch },
): Promise<WebRenderer | null> {
  const entry = join(webDir, SERVER_RENDER_DIR, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const [module, indexHtml, manifest] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<ServerRenderModule>,
    readFile(join(webDir, 'index.html'), 'utf8'),
    readFile(join(webDir, '.vite/manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
    ),
  ]);
  module.configureRenderer({ publicUrl: settings.publicUrl, graphqlFetch: settings.graphqlFetch });
  const template = pageTemplate(indexHtml, (href) => {
    const path = join(webDir, href);
    return href.startsWith('/assets/') && existsSync(path) ? readFileSync(path, 'utf8') : null;
  });
  const chunks = routeChunks(manifest);
  return {
    async render(url) {
      const page = await module.renderPage(url);
      if (!page) return null;
      return {
        status: page.status,
        html: template.fill({
          head: page.head,
          modules: chunks(page.module),
          body: page.body,
          payload: page.payload,
        }),
      };
    },
  };
}
