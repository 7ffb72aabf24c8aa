import { isSellable, productStock } from '@haat/commerce-core';
import { env } from '@/lib/env';
import { imageUrl } from '@/lib/images';
import type { ProductDetail } from '@/lib/schemas/product';

/** schema.org Product for the page head: price in INR, availability and the rating. */
export function productJsonLd(
  product: ProductDetail,
  blockInventory: number,
): Record<string, unknown> {
  const url = `${env.siteUrl}/products/${product.slug}`;
  const offer = (price: number, inStock: boolean, sku?: string | null) => ({
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price: price.toFixed(2),
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    ...(sku ? { sku } : {}),
  });
  const offers =
    product.variants.length > 0
      ? product.variants
          .filter(isSellable)
          .map((v) => offer(v.price, productStock(product, v.id, blockInventory).inStock, v.sku))
      : [offer(product.price, productStock(product, null, blockInventory).inStock, product.sku)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.barcode ? { gtin13: product.barcode } : {}),
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    ...(product.metadata?.description ? { description: product.metadata.description } : {}),
    image: product.images.map((image) => new URL(imageUrl(image.imageKey, 800), env.siteUrl).href),
    ...(product.totalRatings
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: (product.rating ?? 0).toFixed(1),
            reviewCount: product.totalRatings,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
    offers,
  };
}
