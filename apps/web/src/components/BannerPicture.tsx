import { preload } from 'react-dom';
import { BANNER_WIDTHS, imageSrcSet, imageUrl, MOBILE_BANNER_WIDTHS } from '@/lib/images';

const MOBILE = '(max-width: 575px)';
const WEB = '(min-width: 576px)';

interface BannerPictureProps {
  /** Image key of the wide (web) picture. */
  webKey: string;
  /** Image key of the square mobile picture (750 × 750). */
  mobileKey: string;
  alt: string;
  /** Intrinsic size of the web picture (1440 wide). */
  webHeight: number;
  sizes?: string;
  /** The page's LCP picture: eager, high fetch priority, preloaded. */
  priority?: boolean;
  /** Aspect and shape classes for both sources. */
  className: string;
  /** Called when the picture has loaded or failed (a carousel's first picture, see useSlidesAfterFirst). */
  onSettled?: (() => void) | undefined;
}

/**
 * A full-width banner: the mobile picture up to 575 px, the web one above (spec 9's split),
 * WebP at quality 80 in several widths, width and height set. The page's LCP picture is also
 * preloaded from the head, only the source for the screen's width: React preloads a
 * server-rendered `<img>` by itself, but not one inside a `<picture>`, which the browser then
 * finds only once it has parsed the page down to it.
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
  const mobileSrcSet = imageSrcSet(mobileKey, MOBILE_BANNER_WIDTHS);
  const webSrcSet = imageSrcSet(webKey, BANNER_WIDTHS);
  if (priority) {
    const image = { as: 'image', fetchPriority: 'high' } as const;
    preload(imageUrl(mobileKey, 750), {
      ...image,
      imageSrcSet: mobileSrcSet,
      imageSizes: '100vw',
      media: MOBILE,
    });
    preload(imageUrl(webKey, 960), {
      ...image,
      imageSrcSet: webSrcSet,
      imageSizes: sizes,
      media: WEB,
    });
  }
  return (
    <picture>
      <source media={MOBILE} srcSet={mobileSrcSet} sizes="100vw" width={750} height={750} />
      <img
        src={imageUrl(webKey, 960)}
        srcSet={webSrcSet}
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
