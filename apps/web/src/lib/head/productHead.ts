import { isSellable, productAvailability, productStock } from '@haat/commerce-core';
import { formatRupees } from '@/lib/money';
import type { ProductDetail } from '@/lib/schemas/product';
import { breadcrumbJsonLd, HOME_CRUMB, type Crumb } from './breadcrumbs';
import { pageHead, shareImage, type HeadTags, type JsonLd } from './headTags';
import { absoluteUrl } from './site';
import { plainText } from './text';

const DESCRIPTION_LENGTH = 160;
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** The trail to a product: home, its sub-category's listing, the product. */
export function productTrail(product: ProductDetail): Crumb[] {
  const category = product.subCategory;
  return [
    HOME_CRUMB,
    ...(category ? [{ name: category.name, path: `/shop?category=${category.slug}` }] : []),
    { name: product.title, path: `/products/${product.slug}` },
  ];
}

/** schema.org Product: one Offer per sellable variant (price in INR, availability), rating. */
export function productJsonLd(product: ProductDetail, blockInventory: number): JsonLd {
  const url = absoluteUrl(`/products/${product.slug}`);
  const offer = (price: number, inStock: boolean, sku?: string | null) => ({
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price: price.toFixed(2),
    availability: inStock ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
    ...(sku ? { sku } : {}),
  });
  const offers =
    product.variants.length > 0
      ? product.variants
          .filter(isSellable)
          .map((v) => offer(v.price, productStock(product, v.id, blockInventory).inStock, v.sku))
      : [offer(product.price, productStock(product, null, blockInventory).inStock, product.sku)];
  const description = product.metadata?.description ?? product.productDescription;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.barcode ? { gtin13: product.barcode } : {}),
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    ...(description ? { description: plainText(description, 5000) } : {}),
    image: product.images.map((image) => shareImage(image.imageKey, product.title).url),
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

/**
 * A product page's head: the catalogue's meta title and description (else the title and the
 * description's first words), its first picture for previews, the price a shopper first sees
 * (the variant the page opens on) in INR with availability — in the sharing description and as
 * product tags — and JSON-LD Product and BreadcrumbList.
 *
 * @example
 * productHead(product, 2).title; // '10% Vitamin C Brightening Serum | Haat Skincare'
 */
export function productHead(product: ProductDetail, blockInventory: number): HeadTags {
  const variantId = productAvailability(product, blockInventory).variantId;
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const price = variant?.price ?? product.price;
  const { inStock } = productStock(product, variant?.id ?? null, blockInventory);
  const description =
    product.metadata?.description?.trim() ||
    plainText(product.productDescription ?? '', DESCRIPTION_LENGTH) ||
    product.title;
  const first = product.images[0];
  const priceText = `${formatRupees(price)} · ${inStock ? 'In stock' : 'Out of stock'}`;
  return pageHead({
    title: product.metadata?.title?.trim() || product.title,
    description,
    shareDescription: `${priceText}. ${description}`,
    keywords: product.metadata?.keywords,
    path: `/products/${product.slug}`,
    type: 'product',
    image: first
      ? shareImage(
          first.imageKey,
          first.alt ?? product.title,
          first.width && first.height ? first.height / first.width : 1,
        )
      : null,
    properties: [
      ['product:price:amount', price.toFixed(2)],
      ['product:price:currency', 'INR'],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
      ...(product.vendor ? ([['product:brand', product.vendor]] as const) : []),
    ],
    names: [
      ['twitter:label1', 'Price'],
      ['twitter:data1', formatRupees(price)],
      ['twitter:label2', 'Availability'],
      ['twitter:data2', inStock ? 'In stock' : 'Out of stock'],
    ],
    jsonLd: [productJsonLd(product, blockInventory), breadcrumbJsonLd(productTrail(product))],
  });
}
