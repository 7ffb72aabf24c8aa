import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/Dialog';
import { ProductImage } from '@/components/ProductImage';
import { Rating } from '@/components/Rating';
import { useModalStore } from '@/stores/modalStore';
import { productDetailQueryOptions } from '../api/product';
import { BuyBox } from './BuyBox';

/** The quickview of the modal store: picture, title, rating and the buy box of a product. */
export default function QuickviewModal({ onClose }: { onClose: () => void }) {
  const slug = useModalStore((state) => state.singleSlug) ?? '';
  const {
    data: product,
    isPending,
    isError,
  } = useQuery({
    ...productDetailQueryOptions(slug),
    enabled: slug !== '',
  });
  const title = product?.title ?? 'Quick view';
  return (
    <Dialog
      title={title}
      onClose={onClose}
      placement="bottom"
      className="sm:m-auto sm:max-w-3xl sm:rounded-xl"
    >
      {isPending ? (
        <p role="status" className="py-10 text-center text-ink-muted">
          Loading product…
        </p>
      ) : isError || !product ? (
        <p role="alert" className="py-10 text-center">
          This product could not be loaded.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <ProductImage
            imageKey={product.images[0]?.imageKey}
            alt={product.images[0]?.alt ?? product.title}
            width={product.images[0]?.width}
            height={product.images[0]?.height}
            sizes="(min-width: 640px) 360px, 90vw"
            priority
            className="rounded-lg"
          />
          <div className="space-y-3">
            {product.totalRatings ? (
              <Rating value={product.rating} count={product.totalRatings} />
            ) : null}
            <BuyBox product={product} compact />
            <Link
              to={`/products/${product.slug}`}
              className="inline-block font-medium text-brand underline"
            >
              View full details
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
