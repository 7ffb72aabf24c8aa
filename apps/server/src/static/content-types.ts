import { extname } from 'node:path';

/** Content types of the files a Vite build holds; anything else is served as bytes. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** Text-like types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
  '.wasm',
]);

/**
 * The content type of a file by its extension.
 *
 * @example
 * contentTypeOf('/assets/index-BKMnHuDT.js'); // 'text/javascript; charset=utf-8'
 */
export function contentTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Whether gzip or brotli would shrink a file of this kind.
 *
 * @example
 * isCompressible('/assets/index.css'); // true
 * isCompressible('/cdn/products/serum-400.webp'); // false
 */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}
