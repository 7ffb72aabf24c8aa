import { useRef } from 'react';
import { BannerPicture } from '@/components/BannerPicture';
import { deviceClass } from '@/components/deviceClass';
import { SmartLink } from '@/components/SmartLink';
import { track } from '@/lib/analytics/track';
import type { Banner } from '@/lib/schemas/store';
import { Skeleton } from '@/components/Skeleton';
import { useStoreData } from '@/features/store/hooks/useStoreData';

function Slide({ banner, first }: { banner: Banner; first: boolean }) {
  const web = banner.webKey ?? banner.mobileKey;
  const mobile = banner.mobileKey ?? banner.webKey;
  if (!web || !mobile) return null;
  return (
    <BannerPicture
      webKey={web}
      mobileKey={mobile}
      webHeight={480}
      alt={banner.name ? banner.name.replace(/-/g, ' ') : 'Offer'}
      priority={first}
      className="aspect-square min-[576px]:aspect-[3/1]"
    />
  );
}

/**
 * The home banners (archived dropped, by priority): the mobile picture below 576 px, the web
 * one above; banners for one device only show there. Swipe or use the arrows.
 */
export function HeroBanners() {
  const { banners, store } = useStoreData();
  const track$ = useRef<HTMLUListElement>(null);
  if (!store)
    return <Skeleton className="aspect-square w-full rounded-none min-[576px]:aspect-[3/1]" />;
  if (banners.length === 0) return null;
  const scroll = (direction: 1 | -1) =>
    track$.current?.scrollBy({ left: direction * track$.current.clientWidth, behavior: 'smooth' });
  return (
    <section aria-label="Offers" aria-roledescription="carousel" className="relative">
      <ul
        ref={track$}
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
              <Slide banner={banner} first={index === 0} />
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
