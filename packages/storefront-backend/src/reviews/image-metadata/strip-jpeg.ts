import { ByteRuns, hasAscii } from './bytes.js';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/** Markers without a length: TEM and the restart markers RST0–RST7. */
const standalone = (marker: number): boolean =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Whether a segment is kept: everything that draws the picture (tables, frame, scans) and the
 * application segments that change how it looks — APP0 (JFIF), APP2 holding an ICC colour
 * profile, APP14 (Adobe colour transform). Dropped: APP1 (Exif with GPS, camera and time; XMP),
 * the other APPn (MPF with its embedded images, IPTC in APP13, maker data) and comments.
 */
function keeps(marker: number, bytes: Uint8Array, body: number): boolean {
  if (marker === APP0) return true;
  if (marker === APP2) return hasAscii(bytes, body, 'ICC_PROFILE\0');
  if (marker === APP14) return hasAscii(bytes, body, 'Adobe');
  if (marker >= APP0 && marker <= 0xef) return false;
  return marker !== COM;
}

/** The Exif orientation (1–8) of an APP1 body, or null when it has none. */
function exifOrientation(bytes: Uint8Array, body: number, end: number): number | null {
  if (!hasAscii(bytes, body, 'Exif\0\0')) return null;
  const tiff = body + 6;
  const little = hasAscii(bytes, tiff, 'II');
  if (!little && !hasAscii(bytes, tiff, 'MM')) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= end ? view.getUint16(at, little) : null);
  const u32 = (at: number) => (at + 4 <= end ? view.getUint32(at, little) : null);
  const ifd = u32(tiff + 4);
  if (ifd === null) return null;
  const count = u16(tiff + ifd);
  if (count === null) return null;
  for (let i = 0; i < count; i += 1) {
    const entry = tiff + ifd + 2 + i * 12;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value !== null && value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/**
 * An APP1 segment holding only an Exif orientation (big-endian TIFF, one IFD0 entry), so that a
 * phone photo taken upright still shows upright once its Exif is gone.
 */
function orientationSegment(orientation: number): Uint8Array {
  // prettier-ignore
  return new Uint8Array([
    0xff, APP1, 0x00, 0x22, // marker, length 34
    0x45, 0x78, 0x69, 0x66, 0x00, 0x00, // 'Exif\0\0'
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // 'MM', 42, IFD0 at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
}

/** Where the entropy-coded data after a scan header ends: at the next marker that is not RSTn. */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1;
      continue;
    }
    const next = bytes[at + 1];
    if (next === undefined) return bytes.length;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
      at += next === 0xff ? 1 : 2;
      continue;
    }
    return at;
  }
  return bytes.length;
}

/**
 * A JPEG without its metadata: Exif (GPS position, camera, time), XMP, IPTC, comments, MPF and
 * whatever follows the end of the picture (the extra images some phones append) are dropped;
 * the picture's own segments, JFIF, ICC profiles and Adobe colour data are kept byte for byte,
 * and an Exif orientation other than 1 is kept alone in a minimal Exif segment. Null when the
 * bytes are not a JPEG this reader can walk (no SOI, a segment running past the end, a missing
 * marker): the caller refuses such a file rather than store it unstripped.
 *
 * @example
 * stripJpegMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xd9])); // Uint8Array [0xff, 0xd8, 0xff, 0xd9]
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const out = new ByteRuns();
  out.push(bytes.subarray(0, 2));
  let at = 2;
  let sawScan = false;
  let oriented = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === EOI) {
      out.push(bytes.subarray(at, at + 2));
      return out.join(); // anything after the picture is dropped
    }
    if (standalone(marker)) {
      out.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const high = bytes[at + 2];
    const low = bytes[at + 3];
    if (high === undefined || low === undefined) return null;
    const end = at + 2 + ((high << 8) | low);
    if (end > bytes.length || end < at + 4) return null;
    if (marker === APP1) {
      const orientation = exifOrientation(bytes, at + 4, end);
      if (!oriented && orientation !== null && orientation !== 1) {
        out.push(orientationSegment(orientation));
        oriented = true;
      }
    } else if (keeps(marker, bytes, at + 4)) {
      out.push(bytes.subarray(at, end));
    }
    at = end;
    if (marker === SOS) {
      sawScan = true;
      const dataEnd = scanEnd(bytes, at);
      out.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
    }
  }
  // A picture cut short after its scan data still shows; one cut before it is not an image.
  return sawScan ? out.join() : null;
}
