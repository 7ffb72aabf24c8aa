import { hasAscii } from './image-metadata/bytes.js';

/**
 * An image's size in pixels, as its header states it.
 *
 * @example
 * const size: ImageDimensions = { width: 800, height: 600 };
 */
export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) =>
  (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16);

/** A JPEG's frame size: from the first start-of-frame marker (SOF0–SOF15 but DHT, JPG, DAC). */
function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

/** A WebP's canvas: from its first chunk (lossy `VP8 `, lossless `VP8L`, extended `VP8X`). */
function webpDimensions(b: Uint8Array): ImageDimensions | null {
  if (hasAscii(b, 12, 'VP8 ')) {
    // After the frame tag and start code: 14-bit width and height, little-endian.
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (hasAscii(b, 12, 'VP8L')) {
    const bits = u24le(b, 21) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (hasAscii(b, 12, 'VP8X')) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * The width and height of a JPEG, PNG or WebP (by its type, as `imageTypeOf` read it), or null
 * when its header does not say: what a product's image needs so the storefront reserves its
 * space before it loads.
 *
 * @example
 * imageDimensionsOf(pngBytes, 'image/png'); // { width: 6, height: 4 }
 */
export function imageDimensionsOf(bytes: Uint8Array, type: string): ImageDimensions | null {
  const size =
    type === 'image/png'
      ? {
          width: u16be(bytes, 16) * 65536 + u16be(bytes, 18),
          height: u16be(bytes, 20) * 65536 + u16be(bytes, 22),
        }
      : type === 'image/jpeg'
        ? jpegDimensions(bytes)
        : type === 'image/webp'
          ? webpDimensions(bytes)
          : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}
