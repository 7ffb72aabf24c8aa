/** A year: what browsers and CDNs keep a file whose name changes with its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept but revalidated (ETag) on every use: the HTML that names the current assets. */
export const REVALIDATE = 'no-cache';
/** Files with stable names outside `assets/` (favicon, robots.txt, pictures): an hour. */
export const SHORT = 'public, max-age=3600';

/** Vite's output names: `assets/<name>-<hash>.<ext>`, the hash 8 base64url characters. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

/**
 * The `Cache-Control` of a file of the web build: hashed assets are immutable, HTML is
 * revalidated, anything else is kept an hour.
 *
 * @example
 * cachePolicyOf('/assets/index-BKMnHuDT.js'); // IMMUTABLE
 * cachePolicyOf('/index.html'); // REVALIDATE
 */
export function cachePolicyOf(path: string): string {
  if (path.endsWith('.html')) return REVALIDATE;
  return HASHED_ASSET.test(path) ? IMMUTABLE : SHORT;
}
