import type { WebFiles } from './web-files.js';

/**
 * Compresses the build's text files (brotli and gzip) one after another, so that shoppers get
 * ready copies instead of waiting for the first compression of a large chunk (~0.8 s for a
 * 380 KB script at brotli's best quality). Source maps are left to be compressed on first use.
 * Run after the server listens; a file asked for meanwhile is compressed once, for both.
 *
 * @example
 * void warmCompressedCopies(files).catch((err) => log.error({ err }, 'compression failed'));
 */
export async function warmCompressedCopies(files: WebFiles): Promise<number> {
  let warmed = 0;
  for (const file of files.values()) {
    if (!file.compressible || file.path.endsWith('.map')) continue;
    await file.encoded('br');
    await file.encoded('gzip');
    warmed += 1;
  }
  return warmed;
}
