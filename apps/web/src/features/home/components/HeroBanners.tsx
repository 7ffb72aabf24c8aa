import { useRef } from 'react';
import { BannerPicture } from '@/components/BannerPicture';
import { deviceClass } from '@/components/deviceClass';
import { SmartLink } from '@/components/SmartLink';
import { track } from '@/lib/analytics/track';
import type { Banner } from '@/lib/schemas/store';
import { Skeleton } from '@/components/Skeleton';
import { useSlidesAfterFirst } from '@/components/useSlidesAfterFirst';
import { useStoreData } from '@/features/store/hooks/useStoreData';

const SLIDE_SHAPE = 'aspect-square min-[576px]:aspect-[3/1]';

interface SlideProps {
  banner: Banner;
  first: boolean;
  /** False while the slide waits for the first picture (useSlidesAfterFirst): a placeholder. */
  shown: boolean;
  onFirstSettled: () => void;
}

function Slide({ banner, first, shown, onFirstSettled }: SlideProps) {
  const web = banner.webKey ?? banner.mobileKey;
  const mobile = banner.mobileKey ?? banner.webKey;
  if (!web || !mobile) return null;
  const alt = banner.name ? banner.name.replace(/-/g, ' ') : 'Offer';
  if (!shown)
    return <div role="img" aria-label={alt} className={`w-full bg-surface-muted ${SLIDE_SHAPE}`} />;
  return (
    <BannerPicture
      webKey={web}
      mobileKey={mobile}
      webHeight={480}
      alt={alt}
      priority={first}
      onSettled={first ? onFirstSettled : undefined}
      className={SLIDE_SHAPE}
    />
  );
}

/**
 * The home banners (archived dropped, by priority): the mobile picture below 576 px, the web
 * one above; banners for one device only show there. Swipe or use the arrows. The first banner
 * is the home page's LCP; the others load once it has been painted or the shopper moves the
 * carousel (useSlidesAfterFirst).
 */
export function HeroBanners() {
  const { banners, store } = useStoreData();
  const track$ = useRef<HTMLUListElement>(null);
  const { rest, showRest, firstSettled } = useSlidesAfterFirst();
  if (!store) return <Skeleton className={`w-full rounded-none ${SLIDE_SHAPE}`} />;
  if (banners.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    showRest();
    track$.current?.scrollBy({ left: direction * track$.current.clientWidth, behavior: 'smooth' });
  };
  return (
    <section aria-label="Offers" aria-roledescription="carousel" className="relative">
      <ul
        ref={track$}
        onScroll={showRest}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
      >
        {banners.map((banner, index) => (
          <li
            key={banner.name ?? index}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}`}
            className={`w-full shrink-0 snap-start ${deviceClass(banner.deviceType)}`}
          >
            <SmartLink
              to={banner.link}
              onClick={() =>
                track({
                  name: 'banner_click',
                  bannerName: banner.name ?? '',
                  position: index,
                  link: banner.link ?? null,
                })
              }
            >
              <Slide
                banner={banner}
                first={index === 0}
                shown={index === 0 || rest}
                onFirstSettled={firstSettled}
              />
            </SmartLink>
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
          <button
            type="button"
            className="icon-btn pointer-events-auto bg-surface/90 shadow"
            aria-label="Previous banner"
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="icon-btn pointer-events-auto bg-surface/90 shadow"
            aria-label="Next banner"
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
