import { ByteRuns, hasAscii } from './bytes.js';

/** The chunks of a still or animated WebP that draw it; EXIF, XMP and unknown chunks go. */
const KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

/** VP8X flag bits saying EXIF and XMP chunks are present. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * A WebP without its metadata: the EXIF and XMP chunks (and chunks this reader does not know)
 * are dropped, the VP8X header no longer announces them, the RIFF size is written anew; the
 * picture's chunks are kept byte for byte. Null when the bytes are not a WebP this reader can
 * walk (no RIFF…WEBP header, a chunk running past the end, no image chunk).
 *
 * @example
 * stripWebpMetadata(webp); // the same picture, without EXIF / XMP
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array | null {
  if (!hasAscii(bytes, 0, 'RIFF') || !hasAscii(bytes, 8, 'WEBP')) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const declared = 8 + view.getUint32(4, true);
  const limit = Math.min(declared, bytes.length);
  const chunks = new ByteRuns();
  let size = 4; // 'WEBP'
  let image = false;
  let at = 12;
  while (at + 8 <= limit) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length % 2);
    if (at + 8 + length > limit) return null;
    const chunkEnd = Math.min(end, limit);
    if (KEPT.has(type)) {
      let chunk = bytes.subarray(at, chunkEnd);
      if (type === 'VP8X' && length >= 1) {
        chunk = chunk.slice(); // a copy: the flags change
        chunk[8] = (chunk[8] ?? 0) & ~(EXIF_FLAG | XMP_FLAG);
      }
      if (chunk.length % 2 === 1) {
        const padded = new Uint8Array(chunk.length + 1); // the pad byte the file left out
        padded.set(chunk);
        chunk = padded;
      }
      chunks.push(chunk);
      size += chunk.length;
      if (type !== 'VP8X' && type !== 'ICCP' && type !== 'ANIM') image = true;
    }
    at = end;
  }
  if (!image) return null;
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4));
  new DataView(header.buffer).setUint32(4, size, true);
  header.set(bytes.subarray(8, 12), 8);
  const out = new ByteRuns();
  out.push(header);
  out.push(chunks.join());
  return out.join();
}
