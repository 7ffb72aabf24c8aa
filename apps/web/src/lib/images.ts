import { env } from '@/lib/env';

/** Quality every CDN image is requested with (spec 9: at least 75, WebP). */
export const IMAGE_QUALITY = 80;

/** Widths a square product picture is offered in (the CDN serves the nearest width ≥ asked). */
export const PRODUCT_WIDTHS = [200, 400, 800] as const;

/** Widths of the full-bleed banners (web 1440×480, mobile 750×750). */
export const BANNER_WIDTHS = [480, 960, 1440] as const;
export const MOBILE_BANNER_WIDTHS = [375, 750] as const;

const isAbsolute = (value: string) =>
  /^(https?:|data:|blob:)/i.test(value) || value.startsWith('/');

/**
 * The image CDN address of an image key at a width: `{cdn}/{key}?w={width}&q=80&fm=webp`.
 * A value that is already a URL (absolute or rooted) is returned as is.
 */
export function imageUrl(key: string, width: number): string {
  if (isAbsolute(key)) return key;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${env.imageCdnUrl}/${path}?w=${width}&q=${IMAGE_QUALITY}&fm=webp`;
}

/** A `srcset` for an image key: one CDN URL per width. */
export function imageSrcSet(key: string, widths: readonly number[]): string | undefined {
  if (isAbsolute(key)) return undefined;
  return widths.map((width) => `${imageUrl(key, width)} ${width}w`).join(', ');
}
