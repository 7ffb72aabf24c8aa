import { useQuery } from '@tanstack/react-query';
import { ProductRail } from '@/components/ProductRail';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { linkedProductsQueryOptions } from '../api/productExtras';

/** The linked products' rail (see LinkedProducts): asks for them and shows their cards. */
export default function LinkedProductsRail({
  productId,
  title,
}: {
  productId: string;
  title: string;
}) {
  const { data, isPending } = useQuery(linkedProductsQueryOptions(productId));
  const { blockInventory } = useStoreSettings();
  return (
    <ProductRail
      title={title}
      products={data}
      loading={isPending}
      blockInventory={blockInventory}
    />
  );
}
