import { ByteRuns } from './bytes.js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The chunks that draw the picture or change how it looks (critical chunks, transparency,
 * colour space and gamma, background, pixel size, palette histogram, animation). Everything
 * else is dropped: text (tEXt, zTXt, iTXt: authors, software, XMP), eXIf, tIME and chunks this
 * list does not know.
 */
const KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCv',
  'cLLi',
  'bKGD',
  'pHYs',
  'hIST',
  'acTL',
  'fcTL',
  'fdAT',
]);

/**
 * A PNG without its metadata: text chunks, Exif, the modification time and unknown chunks are
 * dropped, the rest kept byte for byte (CRCs included) up to IEND; bytes after IEND are
 * dropped. Null when the bytes are not a PNG this reader can walk (wrong signature, IHDR not
 * first, a chunk running past the end, no IEND).
 *
 * @example
 * stripPngMetadata(png); // the same picture, without tEXt / iTXt / eXIf / tIME
 */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array | null {
  if (!SIGNATURE.every((byte, at) => bytes[at] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new ByteRuns();
  out.push(bytes.subarray(0, SIGNATURE.length));
  let at = SIGNATURE.length;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length || (first && type !== 'IHDR')) return null;
    first = false;
    if (KEPT.has(type)) out.push(bytes.subarray(at, end));
    if (type === 'IEND') return out.join();
    at = end;
  }
  return null;
}
