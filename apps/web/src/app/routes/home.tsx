import { lazy, Suspense } from 'react';
import { PageHead } from '@/components/PageHead';
import { ProductGridSkeleton } from '@/components/Skeleton';
import { homeHead } from '@/lib/head/homeHead';
import { SITE_NAME } from '@/lib/head/site';
import { HeroBanners } from '@/features/home/components/HeroBanners';
import { useStoreData } from '@/features/store/hooks/useStoreData';

// The banners (the LCP) come with the route; the product rails follow in their own chunk,
// loading while their data is fetched.
const HomeRails = lazy(() => import('@/features/home/components/HomeRails'));

/**
 * One element for every render of home. On a page the server rendered, the rails stay the
 * server's markup until their code arrives; a re-render of home meanwhile (the store's data
 * settling) that gave this boundary new props would make React throw that markup away and show
 * the skeleton, and the page shrank under the shopper's finger (1,910 px → 1,228 px → 1,910 px
 * at ~1 s, measured). The same element is no update, so the rails keep the server's markup.
 */
const rails = (
  <Suspense
    fallback={
      <div className="mx-auto max-w-6xl px-4 py-6">
        <ProductGridSkeleton count={4} />
      </div>
    }
  >
    <HomeRails />
  </Suspense>
);

/** Home: banners, collections, limited-time deals, featured and best-seller rails. */
export default function HomeRoute() {
  const { store } = useStoreData();
  return (
    <>
      <PageHead head={homeHead(store)} />
      <h1 className="sr-only">{SITE_NAME}: skincare made for Indian weather</h1>
      <HeroBanners />
      {rails}
    </>
  );
}
