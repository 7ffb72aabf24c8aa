import { BANNER_WIDTHS, imageSrcSet, imageUrl, MOBILE_BANNER_WIDTHS } from '@/lib/images';

interface BannerPictureProps {
  /** Image key of the wide (web) picture. */
  webKey: string;
  /** Image key of the square mobile picture (750 × 750). */
  mobileKey: string;
  alt: string;
  /** Intrinsic size of the web picture (1440 wide). */
  webHeight: number;
  sizes?: string;
  /** The page's LCP picture: eager, high fetch priority. */
  priority?: boolean;
  /** Aspect and shape classes for both sources. */
  className: string;
  /** Called when the picture has loaded or failed (a carousel's first picture, see useSlidesAfterFirst). */
  onSettled?: (() => void) | undefined;
}

/**
 * A full-width banner: the mobile picture up to 575 px, the web one above (spec 9's split),
 * WebP at quality 80 in several widths, width and height set.
 */
export function BannerPicture({
  webKey,
  mobileKey,
  alt,
  webHeight,
  sizes = '100vw',
  priority = false,
  className,
  onSettled,
}: BannerPictureProps) {
  return (
    <picture>
      <source
        media="(max-width: 575px)"
        srcSet={imageSrcSet(mobileKey, MOBILE_BANNER_WIDTHS)}
        sizes="100vw"
        width={750}
        height={750}
      />
      <img
        src={imageUrl(webKey, 960)}
        srcSet={imageSrcSet(webKey, BANNER_WIDTHS)}
        sizes={sizes}
        width={1440}
        height={webHeight}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        onLoad={onSettled}
        onError={onSettled}
        className={`w-full object-cover ${className}`}
      />
    </picture>
  );
}
