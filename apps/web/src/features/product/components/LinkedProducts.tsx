import { useQuery } from '@tanstack/react-query';
import { ProductRail } from '@/components/ProductRail';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { linkedProductsQueryOptions } from '../api/productExtras';

/** Products linked to this one (byProductIdLinkedProduct), as a rail. */
export function LinkedProducts({ productId }: { productId: string }) {
  const { data, isPending } = useQuery(linkedProductsQueryOptions(productId));
  const { blockInventory } = useStoreSettings();
  return (
    <ProductRail
      title="Pairs well with"
      products={data}
      loading={isPending}
      blockInventory={blockInventory}
    />
  );
}
