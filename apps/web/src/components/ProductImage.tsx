import { imageSrcSet, imageUrl, PRODUCT_WIDTHS } from '@/lib/images';

interface ProductImageProps {
  /** Image key on the CDN (or an absolute URL); null shows a neutral placeholder. */
  imageKey: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the file arrives (no layout shift). */
  width?: number | null | undefined;
  height?: number | null | undefined;
  /** The `sizes` attribute: how wide the picture is shown at each viewport. */
  sizes?: string;
  widths?: readonly number[];
  /** The page's largest picture (LCP): loaded eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Called when the picture has loaded or failed (a carousel's first picture, see useSlidesAfterFirst). */
  onSettled?: (() => void) | undefined;
}

/**
 * A responsive CDN picture: WebP at quality 80 in several widths (`srcset`/`sizes`), width and
 * height set, lazy below the fold unless it is the priority (LCP) image.
 */
export function ProductImage({
  imageKey,
  alt,
  width,
  height,
  sizes = '(min-width: 1024px) 25vw, 50vw',
  widths = PRODUCT_WIDTHS,
  priority = false,
  className = '',
  onSettled,
}: ProductImageProps) {
  const w = width ?? 800;
  const h = height ?? 800;
  if (!imageKey) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`bg-surface-muted ${className}`}
        style={{ aspectRatio: `${w} / ${h}` }}
      />
    );
  }
  const fallbackWidth = widths[Math.min(1, widths.length - 1)] ?? w;
  return (
    <img
      src={imageUrl(imageKey, fallbackWidth)}
      srcSet={imageSrcSet(imageKey, widths)}
      sizes={sizes}
      width={w}
      height={h}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onLoad={onSettled}
      onError={onSettled}
      className={`h-auto w-full bg-surface-muted object-cover ${className}`}
    />
  );
}
