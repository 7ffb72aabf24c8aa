/** What the server puts into the web build's `index.html` for one rendered page. */
export interface PageParts {
  /** Head markup (title, description, canonical, sharing tags, preloads). */
  readonly head: string;
  /** `<link rel="modulepreload">` for the page's own code. */
  readonly modulePreloads: string;
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

/**
 * Cuts the web build's `index.html` once, at start (its stylesheets written in when `stylesheet`
 * reads them, see `inlineStylesheets`): its `<title>` is replaced by the page's head
 * (the app adopts the first `<title>` it finds, so there must be exactly one), the module preloads
 * go before `</head>`, `#root`'s placeholder (what the build paints before its JavaScript, see
 * apps/web/index.html) is replaced by the rendered page, and the payload follows `#root`.
 * Throws when the file does not have these places.
 *
 * @example
 * const template = pageTemplate(indexHtml, (href) => readFileSync(join(webDir, href), 'utf8'));
 * template.fill({ head, modulePreloads, body, payload });
 */
export function pageTemplate(
  index: string,
  stylesheet: (href: string) => string | null = () => null,
): PageTemplate {
  const indexHtml = inlineStylesheets(index, stylesheet);
  const title = /<title>[^<]*<\/title>/.exec(indexHtml);
  const headEnd = indexHtml.indexOf('</head>');
  const rootStart = indexHtml.indexOf(ROOT_OPEN);
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const rootEnd = indexHtml.lastIndexOf('</div>', bodyEnd);
  if (!title || headEnd < title.index || rootStart < headEnd || rootEnd < rootStart) {
    throw new Error('index.html has no <title>, </head>, <div id="root"> and </body> in order');
  }
  const beforeTitle = indexHtml.slice(0, title.index);
  const afterTitle = indexHtml.slice(title.index + title[0].length, headEnd);
  const betweenHeadAndRoot = indexHtml.slice(headEnd, rootStart + ROOT_OPEN.length);
  const afterRoot = indexHtml.slice(rootEnd, bodyEnd);
  const end = indexHtml.slice(bodyEnd);
  return {
    fill: (parts) =>
      beforeTitle +
      parts.head +
      afterTitle +
      parts.modulePreloads +
      betweenHeadAndRoot +
      parts.body +
      afterRoot +
      parts.payload +
      end,
  };
}
