import { useLocation } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { shopHead } from '@/lib/head/pageHeads';
import { Listing } from '@/features/listing/components/Listing';
import { SHOP_SCOPE, shopLayoutOf } from '@/features/listing/shopLayout';

/** /shop, its theme variants and /shop/grid/{grid}: one listing, the variant is layout only. */
export default function ShopRoute() {
  const { variant, columns } = shopLayoutOf(useLocation().pathname);
  return (
    <>
      <PageHead head={shopHead()} />
      <Listing title="Shop" scope={SHOP_SCOPE} variant={variant} columns={columns} />
    </>
  );
}
