import { useQuery } from '@tanstack/react-query';
import { CollectionTiles } from '@/components/CollectionTiles';
import { ProductRail } from '@/components/ProductRail';
import { useSystemStore } from '@/stores/systemStore';
import {
  useCollections,
  useLimitedTimeDeals,
  useStoreSettings,
} from '@/features/store/hooks/storeData';
import { bestSellersQueryOptions, featuredQueryOptions } from '../api/homeRails';

/**
 * Everything on home below the banners: collections, limited-time deals (filtered per spec 5,
 * at their deal price), featured and best sellers. Loaded as its own chunk after the banners.
 */
export default function HomeRails() {
  const featured = useQuery(featuredQueryOptions());
  const bestSellers = useQuery(bestSellersQueryOptions());
  const deals = useLimitedTimeDeals();
  const collections = useCollections();
  const ready = useSystemStore((state) => state.ready);
  const { blockInventory } = useStoreSettings();
  return (
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
  );
}
