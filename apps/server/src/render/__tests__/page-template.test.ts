import { describe, expect, it } from 'vitest';
import { pageTemplate } from '../page-template.js';
import { routeChunks } from '../route-chunks.js';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><title>Haat Skincare</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-S.js">
<link rel="stylesheet" crossorigin href="/assets/index-B.css"></head>
<body><div id="root"><div aria-hidden="true"><span>haat</span></div></div></body></html>`;

const parts = {
  head: '<title>Serum | Haat Skincare</title><link rel="canonical" href="https://haat.in/p"/>',
  modules: ['/assets/product-C.js'],
  body: '<main><h1>Serum</h1></main>',
  payload: '<script type="application/json" id="haat-ssr">{}</script>',
};

describe('pageTemplate', () => {
  it("puts the page's head in place of the title, its code before </head> and its markup in #root", () => {
    const html = pageTemplate(INDEX).fill(parts);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta charset="UTF-8" />${parts.head}`);
    expect(html).toContain(`<div id="root">${parts.body}</div>${parts.payload}</body>`);
    expect(html).not.toContain('<span>haat</span>');
  });

  it("preloads the page's main picture first in the head", () => {
    const body =
      '<main><picture><source media="(max-width: 575px)" srcSet="/b-m 750w" sizes="100vw"/>' +
      '<img src="/b" fetchPriority="high"/></picture></main>';
    const html = pageTemplate(INDEX).fill({ ...parts, body });
    expect(html).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" fetchpriority="high" imagesrcset="/b-m 750w"',
    );
    expect(html.indexOf('media="not all and (((max-width: 575px)))">')).toBeLessThan(
      html.indexOf('<title>'),
    );
  });

  it("starts the app's code after the first paint: no module script or preload, /start-app.js with the entry and all the code", () => {
    const html = pageTemplate(INDEX).fill(parts);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain(
      '<title>Serum | Haat Skincare</title><link rel="canonical" href="https://haat.in/p"/>\n' +
        '<script src="/start-app.js" data-entry="/assets/index-A.js"' +
        ' data-modules="/assets/shared-S.js /assets/product-C.js" defer></script>\n',
    );
  });

  it('writes the stylesheet into the page when it can read it, and links it otherwise', () => {
    const css = 'body{margin:0}';
    const inlined = pageTemplate(INDEX, (href) => (href === '/assets/index-B.css' ? css : null));
    expect(inlined.fill(parts)).toContain(`<style>${css}</style>`);
    expect(inlined.fill(parts)).not.toContain('rel="stylesheet"');
    expect(pageTemplate(INDEX).fill(parts)).toContain('href="/assets/index-B.css"');
    const unsafe = pageTemplate(INDEX, () => 'a{}</style><script>');
    expect(unsafe.fill(parts)).toContain('href="/assets/index-B.css"');
  });

  it('refuses an index.html without its places', () => {
    expect(() => pageTemplate('<html><body></body></html>')).toThrow(/<title>/);
  });
});

describe('routeChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-S.js' },
    'src/app/routes/product.tsx': {
      file: 'assets/product-C.js',
      imports: ['_shared.js', '_nf.js'],
    },
    '_nf.js': { file: 'assets/not-found-N.js', src: 'src/app/routes/not-found.tsx' },
  };

  it("lists a route's chunks the entry does not already load", () => {
    const chunks = routeChunks(manifest);
    expect(chunks('src/app/routes/product.tsx')).toEqual([
      '/assets/product-C.js',
      '/assets/not-found-N.js',
    ]);
    expect(chunks('src/app/routes/not-found.tsx')).toEqual(['/assets/not-found-N.js']);
    expect(chunks(null)).toEqual([]);
    expect(chunks('src/app/routes/unknown.tsx')).toEqual([]);
  });
});
