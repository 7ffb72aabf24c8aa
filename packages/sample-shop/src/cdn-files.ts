import { fileURLToPath } from 'node:url';

/**
 * Absolute path of the generated pictures (`cdn/{key}-{width}.webp`, see `images.ts`), for the
 * image generator and for servers that send the files.
 *
 * Node only (`@haat/sample-shop/cdn-files`); with {@link parseCdnRequest} a file server needs
 * nothing else from this package.
 *
 * @example
 * readFile(join(CDN_DIR, 'products/neem-tea-tree-face-wash-1-400.webp'));
 */
export const CDN_DIR = fileURLToPath(new URL('../cdn', import.meta.url));

export { parseCdnRequest } from './images.js';
