import { BannerPicture } from '@/components/BannerPicture';
import type { Collection } from '@/lib/schemas/collection';

/** A collection's banner (mobile picture below 576 px) and description. */
export function CollectionIntro({ collection }: { collection: Collection }) {
  const web = collection.bannerUrl;
  const mobile = collection.mWebBannerUrl ?? web;
  return (
    <div className="mt-3 space-y-3">
      {web && mobile ? (
        <BannerPicture
          webKey={web}
          mobileKey={mobile}
          webHeight={360}
          alt=""
          sizes="(min-width: 1152px) 1120px, 100vw"
          priority
          className="aspect-square rounded-lg min-[576px]:aspect-[4/1]"
        />
      ) : null}
      {collection.description ? <p className="text-ink-muted">{collection.description}</p> : null}
    </div>
  );
}
