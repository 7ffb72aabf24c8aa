/** The first bytes of each image type a review may carry (WebP: `RIFF`, 4 size bytes, `WEBP`). */
const SIGNATURES: readonly { readonly type: string; readonly bytes: readonly (number | null)[] }[] =
  [
    { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
    { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
    {
      type: 'image/webp',
      bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
    },
  ];

/**
 * The image type a file's content shows by its magic bytes (JPEG `FF D8 FF`, PNG
 * `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF….WEBP`), or null for anything else (SVG, HTML, GIF…):
 * what a review upload is checked against, never the type its sender declared.
 *
 * @example
 * imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])); // 'image/jpeg'
 * imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')); // null
 */
export function imageTypeOf(bytes: Uint8Array): string | null {
  const found = SIGNATURES.find(
    (signature) =>
      bytes.length >= signature.bytes.length &&
      signature.bytes.every((byte, at) => byte === null || bytes[at] === byte),
  );
  return found?.type ?? null;
}
