import { stripJpegMetadata } from './strip-jpeg.js';
import { stripPngMetadata } from './strip-png.js';
import { stripWebpMetadata } from './strip-webp.js';

/**
 * A review image without the metadata it was taken with — GPS position, camera, time, author
 * and editing software (Exif, XMP, IPTC, text chunks) — before it is stored and published:
 * JPEG (`stripJpegMetadata`, an upright orientation kept), PNG (`stripPngMetadata`) or WebP
 * (`stripWebpMetadata`), chosen by `contentType` (the slot's type, already checked against the
 * file's magic bytes). Pure and byte-level (no decoding, no re-encoding: the picture is kept
 * bit for bit), so it runs in the page (the mock host) as in Node. Null for any other type, or
 * a file the reader cannot walk: refuse it rather than keep it with its metadata.
 *
 * @example
 * const clean = stripImageMetadata(bytes, 'image/jpeg'); // Uint8Array, or null
 */
export function stripImageMetadata(bytes: Uint8Array, contentType: string): Uint8Array | null {
  switch (contentType) {
    case 'image/jpeg':
      return stripJpegMetadata(bytes);
    case 'image/png':
      return stripPngMetadata(bytes);
    case 'image/webp':
      return stripWebpMetadata(bytes);
    default:
      return null;
  }
}
