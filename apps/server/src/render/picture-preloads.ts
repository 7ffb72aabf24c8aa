const MAIN_PICTURE = /<picture>((?:(?!<\/picture>).)*?<img\b[^>]*\bfetchpriority="high"[^>]*>)/is;
const SOURCE = /<source\b[^>]*>/gi;
const IMG = /<img\b[^>]*>/i;

/** An attribute's value as written in the markup (still HTML-escaped), or null. */
function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/** One `<link rel="preload" as="image">` for a source or the picture's own `<img>`. */
function preload(tag: string, media: string | null): string {
  const srcSet = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  const src = attribute(tag, 'src');
  if (srcSet === null && src === null) return '';
  return (
    '<link rel="preload" as="image" fetchpriority="high"' +
    (srcSet === null ? ` href="${src}"` : ` imagesrcset="${srcSet}"`) +
    (sizes === null ? '' : ` imagesizes="${sizes}"`) +
    (media === null ? '' : ` media="${media}"`) +
    '>'
  );
}

/**
 * Preloads for the page's main picture (the `<picture>` whose `<img>` has
 * `fetchpriority="high"`: a home or collection banner, the largest paint on a phone), one per
 * `<source>` with its media query and one for the `<img>` where none of them matches, written
 * first in the head. React preloads a server-rendered `<img>` itself, but not one inside
 * `<picture>` (its sources depend on the screen), so the banner was found only when the parser
 * reached it, after the logo and the thumbnails above it had taken the connections: Lighthouse's
 * simulated load then gave it a cold connection in some runs (its load 0.1–0.5 s). Written by the
 * server, not the app, so that no code is added to the first load. A picture this cannot preload
 * exactly (a source without a media condition, or with a `type` a browser may not show) gets
 * none: a wrong preload costs a download the page never uses.
 *
 * @example
 * picturePreloads('<picture><source media="(max-width: 575px)" srcSet="m.webp 750w" sizes="100vw"/><img src="w.webp" fetchPriority="high"/></picture>');
 * // '<link rel="preload" as="image" fetchpriority="high" imagesrcset="m.webp 750w" imagesizes="100vw" media="(max-width: 575px)">' +
 * // '<link rel="preload" as="image" fetchpriority="high" href="w.webp" media="not all and (((max-width: 575px)))">'
 */
export function picturePreloads(body: string): string {
  const picture = MAIN_PICTURE.exec(body)?.[1];
  if (picture === undefined) return '';
  const sources = picture.match(SOURCE) ?? [];
  const queries = sources.map((source) => attribute(source, 'media'));
  const exact = sources.every(
    (source, index) => queries[index]?.startsWith('(') && attribute(source, 'type') === null,
  );
  if (!exact) return '';
  const img = IMG.exec(picture)?.[0] ?? '';
  const elsewhere =
    queries.length === 0 ? null : `not all and (${queries.map((q) => `(${q})`).join(' or ')})`;
  return (
    sources.map((source, index) => preload(source, queries[index] ?? null)).join('') +
    preload(img, elsewhere)
  );
}
