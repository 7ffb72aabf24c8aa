import { useQuery } from '@tanstack/react-query';
import { ProductRail, RailPlaceholder } from '@/components/ProductRail';
import { RenderWhenNear } from '@/components/RenderWhenNear';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { linkedProductsQueryOptions } from '../api/productExtras';

const TITLE = 'Pairs well with';

/** Products linked to this one (byProductIdLinkedProduct), as a rail, asked for as the shopper nears it. */
export function LinkedProducts({ productId }: { productId: string }) {
  return (
    <RenderWhenNear placeholder={<RailPlaceholder title={TITLE} />}>
      <LinkedProductsRail productId={productId} />
    </RenderWhenNear>
  );
}

function LinkedProductsRail({ productId }: { productId: string }) {
  const { data, isPending } = useQuery(linkedProductsQueryOptions(productId));
  const { blockInventory } = useStoreSettings();
  return (
    <ProductRail
      title={TITLE}
      products={data}
      loading={isPending}
      blockInventory={blockInventory}
    />
  );
}
