import { useLocation, useParams } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { env } from '@/lib/env';
import { Listing } from '@/features/listing/components/Listing';
import { isListingVariant, type ListingVariant } from '@/features/listing/layouts';

const SCOPE = { storeId: env.storeId };

/** /shop, its theme variants and /shop/grid/{grid}: one listing, the variant is layout only. */
export default function ShopRoute() {
  const { pathname } = useLocation();
  const { grid } = useParams();
  const named = pathname.split('/')[2] ?? '';
  const variant: ListingVariant = grid ? 'grid' : isListingVariant(named) ? named : 'default';
  return (
    <>
      <PageHead
        title="Shop all products"
        description="Every Haat skincare, haircare and bodycare product: filter by category, price, rating and stock."
        canonicalPath="/shop"
      />
      <Listing title="Shop" scope={SCOPE} variant={variant} columns={grid ? Number(grid) : 4} />
    </>
  );
}
