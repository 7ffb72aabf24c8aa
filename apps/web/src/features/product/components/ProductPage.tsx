import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '@/components/PageHead';
import { Rating } from '@/components/Rating';
import { RichText } from '@/components/RichText';
import { analyticsItem } from '@/lib/analytics/items';
import { productHead } from '@/lib/head/productHead';
import { track } from '@/lib/analytics/track';
import type { ProductDetail, ProductImageData } from '@/lib/schemas/product';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { BuyBox } from './BuyBox';
import { LinkedProducts } from './LinkedProducts';
import { PdpCoupons } from './PdpCoupons';
import { ProductFaqs } from './ProductFaqs';
import { ProductGallery } from './ProductGallery';
import { Reviews } from './Reviews';

/** Every picture once: the product's, then any the variants add. */
const galleryOf = (product: ProductDetail): ProductImageData[] => {
  const all = [...product.images, ...product.variants.flatMap((v) => v.images ?? [])];
  return all.filter(
    (image, index) => all.findIndex((x) => x.imageKey === image.imageKey) === index,
  );
};

/** The product page: gallery, buy box, offers, delivery check, description, FAQs, linked products, reviews. */
export function ProductPage({ product }: { product: ProductDetail }) {
  const { blockInventory } = useStoreSettings();
  const images = useMemo(() => galleryOf(product), [product]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    track({ name: 'view_item', items: [analyticsItem(product)] });
  }, [product]);
  return (
    <article className="mx-auto max-w-6xl px-4 py-4">
      <PageHead head={productHead(product, blockInventory)} />
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="inline-flex min-h-8 items-center underline">
              Home
            </Link>{' '}
            /
          </li>
          {product.subCategory ? (
            <li>
              <Link
                to={`/shop?category=${product.subCategory.slug}`}
                className="inline-flex min-h-8 items-center underline"
              >
                {product.subCategory.name}
              </Link>{' '}
              /
            </li>
          ) : null}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery title={product.title} images={images} focusKey={focusKey} />
        <div className="space-y-5">
          <div className="space-y-1">
            <h1 className="text-2xl font-semibold leading-tight">{product.title}</h1>
            {product.totalRatings ? (
              <a
                href="#reviews"
                className="inline-flex min-h-8 items-center gap-2 text-sm underline-offset-2 hover:underline"
              >
                <Rating value={product.rating} count={product.totalRatings} />
              </a>
            ) : null}
          </div>
          <BuyBox
            product={product}
            onVariantChange={(variant) => setFocusKey(variant?.images?.[0]?.imageKey ?? null)}
          />
          <PdpCoupons product={product} />
        </div>
      </div>
      <div className="mt-10 space-y-10">
        {product.productDescription ? (
          <section aria-labelledby="pdp-description" className="space-y-3">
            <h2 id="pdp-description" className="text-xl font-semibold">
              Description
            </h2>
            <RichText html={product.productDescription} className="text-ink-muted" />
          </section>
        ) : null}
        <ProductFaqs productId={product.id} />
        <LinkedProducts productId={product.id} />
        <Reviews productId={product.id} productTitle={product.title} />
      </div>
    </article>
  );
}
