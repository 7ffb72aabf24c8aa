import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** DejaVu Sans Mono (Bitstream Vera licence: free to embed): monospaced, with the ₹ sign. */
const FONT = 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf';

/**
 * The font tax documents are printed in, read from the `dejavu-fonts-ttf` package once, on
 * first use (no network at run time); the backend's `documentFont`.
 *
 * @example
 * const deps = { ...rest, documentFont: documentFont() };
 */
export function documentFont(): () => Promise<Uint8Array> {
  let font: Promise<Uint8Array> | undefined;
  return () => {
    font ??= readFile(createRequire(import.meta.url).resolve(FONT)).then(
      (bytes) => new Uint8Array(bytes),
    );
    return font;
  };
}
