import { buildStorefrontSchema } from '@haat/storefront-api';
import { isObjectType, print, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { webOperations } from '../test/web-documents.js';

const product = (await webOperations()).get('byslugProduct');
if (!product) throw new Error('apps/web has no byslugProduct operation');

/**
 * The storefront's own product-page document (apps/web `byslugProduct` with its fragments, read
 * from the web app's source), so every layer answers what a shopper's browser really asks for.
 */
export const PRODUCT_QUERY = print(product);

/** The body every target receives (the same bytes for each request). */
export const REQUEST_BODY = JSON.stringify({
  operationName: 'byslugProduct',
  query: PRODUCT_QUERY,
  variables: { slug: 'vitamin-c-glow-serum', limit: 1 },
});

const image = (productId: string, position: number) => ({
  id: `${productId}-img-${position}`,
  productId,
  position,
  alt: `Vitamin C Glow Serum, picture ${position}`,
  width: 1200,
  height: 1200,
  imageKey: `products/vitamin-c-glow-serum/${position}.webp`,
  isThumb: position === 1,
});

const variant = (position: number, size: string, price: number) => ({
  id: `var-vcs-${size}`,
  productId: 'prod-vitamin-c-serum',
  title: size,
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 5,
  price,
  listingPrice: price + 200,
  costPrice: null,
  sku: `VCS-${size}`,
  position,
  images: [image('prod-vitamin-c-serum', position + 4)],
  imageUrl: null,
  inventory: 40 - position,
  blockedInventory: 0,
  status: 'ENABLED',
  productVariantOptionIds: [{ variantGroupId: 'vg-size', variantGroupOptionId: `vo-${size}` }],
  thumbImage: `products/vitamin-c-glow-serum/${position + 4}.webp`,
  marketPlaceLinks: [],
});

/** One fixed product, shaped like the sample shop's (three sizes, four pictures). */
export const PRODUCT = {
  id: 'prod-vitamin-c-serum',
  title: 'Vitamin C Glow Serum',
  slug: 'vitamin-c-glow-serum',
  productDescription:
    'A lightweight serum with 10% vitamin C and ferulic acid that brightens dull skin and evens tone.',
  collections: ['serums', 'best-sellers', 'glow'],
  vendor: 'Haat Skincare',
  status: 'ENABLED',
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 5,
  category: { id: 'cat-skin', name: 'Skin', slug: 'skin' },
  subCategory: { id: 'sub-serum', name: 'Serums', slug: 'serums' },
  isFeatured: true,
  price: 649,
  listingPrice: 899,
  sku: 'VCS',
  size: '30 ml',
  tags: ['best-seller', 'featured'],
  inventory: 120,
  blockedInventory: 0,
  continueSellingOutOfStock: false,
  isInventoryEnabled: true,
  hasVarient: true,
  rating: 4.6,
  totalRatings: 312,
  thumbImages: ['products/vitamin-c-glow-serum/1.webp', 'products/vitamin-c-glow-serum/2.webp'],
  totalOrders: 1840,
  recommended: true,
  recommendPriority: 1,
  recommendPrice: 599,
  imageUrl: null,
  availability: 'in stock',
  weight: 30,
  weightUnit: 'ml',
  barcode: '8901234567890',
  metadata: {
    title: 'Vitamin C Glow Serum',
    description: 'Brightening vitamin C serum',
    keywords: 'serum, vitamin c, glow',
  },
  variantGroups: [{ variantGroupId: 'vg-size', variantGroupOptionIds: ['vo-15ml', 'vo-30ml'] }],
  variants: [variant(1, '15ml', 399), variant(2, '30ml', 649), variant(3, '50ml', 949)],
  images: [1, 2, 3, 4].map((position) => image('prod-vitamin-c-serum', position)),
};

type Args = { readonly limit?: number | null };

const limited =
  (key: 'images' | 'variants'): GraphQLFieldResolver<typeof PRODUCT, unknown, Args> =>
  (product, args) =>
    args.limit == null ? product[key] : product[key].slice(0, args.limit);

/**
 * The storefront schema with the one resolver the benchmark needs (`productsBySlug`) and the
 * product's limited lists. Every layer executes this same schema object.
 */
export function benchSchema(): GraphQLSchema {
  const schema = buildStorefrontSchema();
  const query = schema.getQueryType()?.getFields();
  const product = schema.getType('Product');
  if (!query?.productsBySlug || !isObjectType(product)) {
    throw new Error('The storefront schema has no productsBySlug or Product type');
  }
  query.productsBySlug.resolve = (_root, args: { slug: string }) => ({
    items: args.slug === PRODUCT.slug ? [PRODUCT] : [],
    nextToken: null,
    total: 1,
    aggregateItems: [],
  });
  const fields = product.getFields();
  if (fields.images) fields.images.resolve = limited('images');
  if (fields.variants) fields.variants.resolve = limited('variants');
  return schema;
}
