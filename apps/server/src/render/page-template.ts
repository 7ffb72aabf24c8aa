import { picturePreloads } from './picture-preloads.js';

/** What the server puts into the web build's `index.html` for one rendered page. */
export interface PageParts {
  /** Head markup (title, description, canonical, sharing tags, preloads). */
  readonly head: string;
  /** The addresses of the page's own code (its route's chunks), fetched with the app's. */
  readonly modules: readonly string[];
  /** The app's markup for `#root`. */
  readonly body: string;
  /** The element carrying the page's data (JSON, never run). */
  readonly payload: string;
}

/** The build's `index.html` cut where a rendered page's parts go. */
export interface PageTemplate {
  fill(parts: PageParts): string;
}

const ROOT_OPEN = '<div id="root">';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The build's stylesheets written into the page (`<style>`) instead of linked: a phone then
 * paints the server's page without another round trip for a render-blocking file (the build has
 * one stylesheet, ~8 KB compressed; `style-src 'unsafe-inline'` allows it). A stylesheet
 * `read` does not know, or one that could end the element early, stays linked.
 */
function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = read(href);
    return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const BUILD_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's code, fetched and started by `/start-app.js` once the server's page has been painted
 * (see apps/web/public/start-app.js) instead of by the build's module script and preloads: the
 * page needs no script to be seen, and a phone's slow connection then brings the page and its
 * main picture before ~130 KB of code, and its main thread paints them before spending hundreds
 * of milliseconds evaluating that code. Returns the page without them, where the script goes
 * (`slot`), the entry and the code it loads.
 */
function takeScripts(html: string, slot: string) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1] ?? '';
  const modules = [...html.matchAll(BUILD_PRELOAD)].map((link) => link[1] ?? '');
  return { html: html.replace(ENTRY_SCRIPT, slot).replace(BUILD_PRELOAD, ''), entry, modules };
}

/** The script that starts the app (`entry`) after the first paint, with the code it fetches. */
function startScript(entry: string, modules: readonly string[]): string {
  return `<script src="/start-app.js" data-entry="${entry}" data-modules="${modules.join(' ')}" defer></script>`;
}

const SLOT = '<!--haat:start-app-->';

/**
 * Cuts the web build's `index.html` once, at start (its stylesheets written in when `stylesheet`
 * reads them, see `inlineStylesheets`; its scripts replaced by `/start-app.js`, see
 * `takeScripts`): its `<title>` is replaced by the preloads of the page's main picture
 * (`picturePreloads`) and the page's head (the app adopts the first
 * `<title>` it finds, so there must be exactly one), the script starting the app (with the
 * page's own code) goes where the entry's script was, `#root`'s placeholder (what the build
 * paints before its JavaScript, see apps/web/index.html) is replaced by the rendered page, and
 * the payload follows `#root`. Throws when the file does not have these places.
 *
 * @example
 * const template = pageTemplate(indexHtml, (href) => readFileSync(join(webDir, href), 'utf8'));
 * template.fill({ head, modules: ['/assets/product-C.js'], body, payload });
 */
export function pageTemplate(
  index: string,
  stylesheet: (href: string) => string | null = () => null,
): PageTemplate {
  const scripts = takeScripts(inlineStylesheets(index, stylesheet), SLOT);
  const indexHtml = scripts.html;
  const title = /<title>[^<]*<\/title>/.exec(indexHtml);
  const slot = indexHtml.indexOf(SLOT);
  const headEnd = indexHtml.indexOf('</head>');
  const rootStart = indexHtml.indexOf(ROOT_OPEN);
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const rootEnd = indexHtml.lastIndexOf('</div>', bodyEnd);
  if (
    !title ||
    slot < title.index ||
    headEnd < slot ||
    rootStart < headEnd ||
    rootEnd < rootStart
  ) {
    throw new Error(
      'index.html has no <title>, entry script, </head>, <div id="root"> and </body> in order',
    );
  }
  const beforeTitle = indexHtml.slice(0, title.index);
  const afterTitle = indexHtml.slice(title.index + title[0].length, slot);
  const afterSlot = indexHtml.slice(slot + SLOT.length, rootStart + ROOT_OPEN.length);
  const afterRoot = indexHtml.slice(rootEnd, bodyEnd);
  const end = indexHtml.slice(bodyEnd);
  return {
    fill: (parts) =>
      beforeTitle +
      picturePreloads(parts.body) +
      parts.head +
      afterTitle +
      startScript(scripts.entry, [...scripts.modules, ...parts.modules]) +
      afterSlot +
      parts.body +
      afterRoot +
      parts.payload +
      end,
  };
}
