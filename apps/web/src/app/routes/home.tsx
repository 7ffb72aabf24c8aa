import { useQuery } from '@tanstack/react-query';
import { CollectionTiles } from '@/components/CollectionTiles';
import { PageHead, SITE_NAME } from '@/components/PageHead';
import { ProductRail } from '@/components/ProductRail';
import { env } from '@/lib/env';
import { useSystemStore } from '@/stores/systemStore';
import { bestSellersQueryOptions, featuredQueryOptions } from '@/features/home/api/homeRails';
import { HeroBanners } from '@/features/home/components/HeroBanners';
import {
  useCollections,
  useLimitedTimeDeals,
  useStoreSettings,
} from '@/features/store/hooks/storeData';

const DESCRIPTION =
  'Clean, effective skincare and haircare rooted in Indian ingredients. Serums, sunscreens, face washes and more, delivered across India with cash on delivery.';

/** Home: banners, collections, limited-time deals, featured and best-seller rails. */
export default function HomeRoute() {
  const featured = useQuery(featuredQueryOptions());
  const bestSellers = useQuery(bestSellersQueryOptions());
  const deals = useLimitedTimeDeals();
  const ready = useSystemStore((state) => state.ready);
  const { blockInventory } = useStoreSettings();
  const collections = useCollections();
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
      <div className="space-y-10 py-6">
        <CollectionTiles collections={collections} />
        <ProductRail
          title="Limited-time deals"
          products={deals}
          loading={!ready}
          deal
          blockInventory={blockInventory}
        />
        <ProductRail
          title="Featured"
          products={featured.data?.items}
          loading={featured.isPending}
          blockInventory={blockInventory}
          viewAll="/shop"
        />
        <ProductRail
          title="Best sellers"
          products={bestSellers.data?.items}
          loading={bestSellers.isPending}
          blockInventory={blockInventory}
          viewAll="/collections/bestsellers"
        />
      </div>
    </>
  );
}
