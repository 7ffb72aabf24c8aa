/**
 * The mock CDN's image files: which widths exist for an image key, and how a CDN request
 * (`{cdnUrl}/{key}?w=400&q=80&fm=webp`) maps to a generated file (`{key}-{width}.webp`).
 *
 * Pure: shared by the image generator (`scripts/generate-images.ts`), the MSW image handler,
 * the mocks' Vite plugin that serves `packages/sample-shop/cdn`, and the tests.
 */

/** Quality the files are encoded with (spec 9: at least 75, WebP). */
export const IMAGE_QUALITY = 80;

export interface ImageShape {
  /** Intrinsic size of the largest file. */
  width: number;
  height: number;
  /** Generated widths, ascending. */
  widths: readonly number[];
}

const SQUARE: ImageShape = { width: 800, height: 800, widths: [200, 400, 800] };
const WIDE: ImageShape = { width: 1440, height: 480, widths: [480, 960, 1440] };
const STRIP: ImageShape = { width: 1440, height: 360, widths: [480, 960, 1440] };
const MOBILE: ImageShape = { width: 750, height: 750, widths: [375, 750] };
const LOGO: ImageShape = { width: 480, height: 120, widths: [240, 480] };

/**
 * The shape of an image key, from its naming convention:
 * `banners/*-web` wide, `banners/*-mobile` and `collections/*-banner-m` square mobile,
 * `collections/*-banner` strip, `brand/*` logo, everything else (products, reviews,
 * collection thumbnails) square.
 */
export function imageShape(key: string): ImageShape {
  if (key.startsWith('brand/')) return LOGO;
  if (key.startsWith('banners/')) return key.endsWith('-mobile') ? MOBILE : WIDE;
  if (key.startsWith('collections/') && key.endsWith('-banner-m')) return MOBILE;
  if (key.startsWith('collections/') && key.endsWith('-banner')) return STRIP;
  return SQUARE;
}

/** Relative path of a generated file under `packages/sample-shop/cdn`. */
export function imageFile(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** The smallest generated width ≥ `requested`, or the largest when none is that wide. */
export function pickWidth(widths: readonly number[], requested: number | null): number {
  const largest = widths[widths.length - 1] ?? 0;
  if (requested === null || !Number.isFinite(requested) || requested <= 0) return largest;
  return widths.find((w) => w >= requested) ?? largest;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)+$/;
const FILE_PATTERN = /^(.+)-(\d+)\.webp$/;

export type CdnRequest =
  | { kind: 'file'; file: string }
  | { kind: 'image'; key: string; width: number; file: string }
  | { kind: 'invalid'; reason: string };

/**
 * Maps the path below the CDN base (`products/neem-face-wash-1`) and its query to a file.
 *
 * - `w`: wanted width in CSS pixels × DPR; the nearest generated width ≥ w is chosen.
 * - `q`: accepted (1–100); files are pre-encoded at {@link IMAGE_QUALITY}.
 * - `fm`: `webp` or absent; any other format is invalid.
 * - A path that already names a generated file (`…-400.webp`) is served as is.
 * - A trailing `.webp`/`.png`/`.jpg` on a key is ignored.
 *
 * @example parseCdnRequest('products/neem-face-wash-1', new URLSearchParams('w=300'))
 * // → { kind: 'image', key: 'products/neem-face-wash-1', width: 400, file: 'products/neem-face-wash-1-400.webp' }
 */
export function parseCdnRequest(path: string, query: URLSearchParams): CdnRequest {
  const clean = path.replace(/^\/+/, '');
  const asFile = FILE_PATTERN.exec(clean);
  // A file is a key of the key pattern (no dots, no `..`) at one of its generated widths, so a
  // path can never name a file outside the picture folder.
  if (
    asFile?.[1] &&
    asFile[2] &&
    KEY_PATTERN.test(asFile[1]) &&
    imageShape(asFile[1]).widths.includes(Number(asFile[2]))
  ) {
    return { kind: 'file', file: clean };
  }
  const key = clean.replace(/\.(webp|png|jpe?g)$/, '');
  if (!KEY_PATTERN.test(key)) return { kind: 'invalid', reason: `not an image key: ${path}` };
  const fm = query.get('fm');
  if (fm !== null && fm !== 'webp') return { kind: 'invalid', reason: `unsupported format: ${fm}` };
  const q = query.get('q');
  if (q !== null && !(Number(q) >= 1 && Number(q) <= 100)) {
    return { kind: 'invalid', reason: `quality must be 1-100: ${q}` };
  }
  const w = query.get('w');
  const width = pickWidth(imageShape(key).widths, w === null ? null : Number(w));
  return { kind: 'image', key, width, file: imageFile(key, width) };
}
