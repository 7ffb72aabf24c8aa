/** One address of a sitemap: where, and when it last changed (when known). */
export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod?: string | null | undefined;
}

/** The sitemap protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element (sitemaps.org asks for entity-escaped URLs). */
export const xmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A W3C date (`YYYY-MM-DD`) of a timestamp, or null when it is not a date. */
const w3cDate = (value: string): string | null => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
};

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

/**
 * One `<url>` element of a sitemap.
 *
 * @example
 * urlElement({ loc: 'https://haat.in/shop' }); // '<url><loc>https://haat.in/shop</loc></url>\n'
 */
export function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? w3cDate(entry.lastmod) : null;
  return `<url><loc>${xmlText(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

/**
 * A sitemap index naming the sitemap files (used past {@link SITEMAP_MAX_URLS} addresses).
 *
 * @example
 * sitemapIndex(['https://haat.in/sitemaps/pages.xml', 'https://haat.in/sitemaps/products-1.xml']);
 */
export function sitemapIndex(locations: readonly string[]): string {
  return (
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locations.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}
