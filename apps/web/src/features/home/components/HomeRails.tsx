import { useQuery } from '@tanstack/react-query';
import { CollectionTiles } from '@/components/CollectionTiles';
import { ProductRail } from '@/components/ProductRail';
import { RailPlaceholder } from '@/components/RailShell';
import { RenderWhenNear } from '@/components/RenderWhenNear';
import {
  useCollections,
  useLimitedTimeDeals,
  useStoreSettings,
} from '@/features/store/hooks/storeData';
import { useStoreReady } from '@/features/store/hooks/useStoreReady';
import { bestSellersQueryOptions, featuredQueryOptions } from '../api/homeRails';

type RailQuery = typeof featuredQueryOptions | typeof bestSellersQueryOptions;

interface QueryRailProps {
  title: string;
  viewAll: string;
  query: RailQuery;
}

function QueryRail({ title, viewAll, query }: QueryRailProps) {
  const { data, isPending } = useQuery(query());
  const { blockInventory } = useStoreSettings();
  return (
    <ProductRail
      title={title}
      products={data?.items}
      loading={isPending}
      blockInventory={blockInventory}
      viewAll={viewAll}
    />
  );
}

/** A rail whose products are asked for when the shopper nears it. */
function RailWhenNear(props: QueryRailProps) {
  return (
    <RenderWhenNear placeholder={<RailPlaceholder title={props.title} viewAll={props.viewAll} />}>
      <QueryRail {...props} />
    </RenderWhenNear>
  );
}

/**
 * Everything on home below the banners: collections, limited-time deals (filtered per spec 5,
 * at their deal price), featured and best sellers. Loaded as its own chunk after the banners;
 * featured and best sellers load as the shopper nears them.
 */
export default function HomeRails() {
  const deals = useLimitedTimeDeals();
  const collections = useCollections();
  const ready = useStoreReady();
  const { blockInventory } = useStoreSettings();
  return (
    <div className="space-y-10 py-6">
      <CollectionTiles collections={collections} />
      <div className="mx-auto max-w-6xl space-y-10 px-4">
        <RenderWhenNear placeholder={<RailPlaceholder title="Limited-time deals" />}>
          <ProductRail
            title="Limited-time deals"
            products={deals}
            loading={!ready}
            deal
            blockInventory={blockInventory}
          />
        </RenderWhenNear>
        <RailWhenNear title="Featured" viewAll="/shop" query={featuredQueryOptions} />
        <RailWhenNear
          title="Best sellers"
          viewAll="/collections/bestsellers"
          query={bestSellersQueryOptions}
        />
      </div>
    </div>
  );
}
