import { describe, expect, it } from 'vitest';
import { pageTemplate } from '../page-template.js';
import { routePreloads } from '../route-preloads.js';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><title>Haat Skincare</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-B.css"></head>
<body><div id="root"><div aria-hidden="true"><span>haat</span></div></div></body></html>`;

const parts = {
  head: '<title>Serum | Haat Skincare</title><link rel="canonical" href="https://haat.in/p"/>',
  modulePreloads: '<link rel="modulepreload" crossorigin href="/assets/product-C.js">',
  body: '<main><h1>Serum</h1></main>',
  payload: '<script type="application/json" id="haat-ssr">{}</script>',
};

describe('pageTemplate', () => {
  it("puts the page's head in place of the title, its code before </head> and its markup in #root", () => {
    const html = pageTemplate(INDEX).fill(parts);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta charset="UTF-8" />${parts.head}`);
    expect(html).toContain(`${parts.modulePreloads}</head>`);
    expect(html).toContain(`<div id="root">${parts.body}</div>${parts.payload}</body>`);
    expect(html).not.toContain('<span>haat</span>');
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

describe('routePreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-S.js' },
    'src/app/routes/product.tsx': {
      file: 'assets/product-C.js',
      imports: ['_shared.js', '_nf.js'],
    },
    '_nf.js': { file: 'assets/not-found-N.js', src: 'src/app/routes/not-found.tsx' },
  };

  it("preloads a route's chunks the entry does not already load", () => {
    const preloads = routePreloads(manifest);
    expect(preloads('src/app/routes/product.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/product-C.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/not-found-N.js">',
    );
    expect(preloads('src/app/routes/not-found.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/not-found-N.js">',
    );
    expect(preloads(null)).toBe('');
    expect(preloads('src/app/routes/unknown.tsx')).toBe('');
  });
});
