import { lazy, Suspense } from 'react';
import { PageHead, SITE_NAME } from '@/components/PageHead';
import { ProductGridSkeleton } from '@/components/Skeleton';
import { env } from '@/lib/env';
import { HeroBanners } from '@/features/home/components/HeroBanners';

// The banners (the LCP) come with the route; the product rails follow in their own chunk,
// loading while their data is fetched.
const HomeRails = lazy(() => import('@/features/home/components/HomeRails'));

const DESCRIPTION =
  'Clean, effective skincare and haircare rooted in Indian ingredients. Serums, sunscreens, face washes and more, delivered across India with cash on delivery.';

/** Home: banners, collections, limited-time deals, featured and best-seller rails. */
export default function HomeRoute() {
  return (
    <>
      <PageHead
        title={SITE_NAME}
        description={DESCRIPTION}
        keywords="skincare, serum, sunscreen, face wash, moisturiser, haircare, India"
        canonicalPath="/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: env.siteUrl,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${env.siteUrl}/search?search={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <h1 className="sr-only">{SITE_NAME}: skincare made for Indian weather</h1>
      <HeroBanners />
      <Suspense
        fallback={
          <div className="mx-auto max-w-6xl px-4 py-6">
            <ProductGridSkeleton count={4} />
          </div>
        }
      >
        <HomeRails />
      </Suspense>
    </>
  );
}
