import { imageSrcSet, imageUrl, BANNER_WIDTHS, MOBILE_BANNER_WIDTHS } from '@/lib/images';
import type { Collection } from '@/lib/schemas/collection';

/** A collection's banner (mobile picture below 576 px) and description. */
export function CollectionIntro({ collection }: { collection: Collection }) {
  const web = collection.bannerUrl;
  const mobile = collection.mWebBannerUrl ?? web;
  return (
    <div className="mt-3 space-y-3">
      {web && mobile ? (
        <picture>
          <source
            media="(max-width: 575px)"
            srcSet={imageSrcSet(mobile, MOBILE_BANNER_WIDTHS)}
            sizes="100vw"
            width={750}
            height={750}
          />
          <img
            src={imageUrl(web, 960)}
            srcSet={imageSrcSet(web, BANNER_WIDTHS)}
            sizes="(min-width: 1152px) 1120px, 100vw"
            width={1440}
            height={360}
            alt=""
            fetchPriority="high"
            className="aspect-square w-full rounded-lg object-cover min-[576px]:aspect-[4/1]"
          />
        </picture>
      ) : null}
      {collection.description ? <p className="text-ink-muted">{collection.description}</p> : null}
    </div>
  );
}
