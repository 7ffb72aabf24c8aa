import { isSellable } from '@haat/commerce-core';
import type { SortOption } from '@haat/storefront-api/catalogue';
import { productById } from '../lib/catalogue/index.js';
import type { ProductSort } from '@haat/storefront-api/resolvers';
import { findCollections } from '../lib/query/collections.js';
import { paginate } from '../lib/query/paginate.js';
import { findProducts, productAggregates } from '../lib/query/product-search.js';
import type { MockDomain } from '../lib/resolvers.js';

const SORT_KEYS: Readonly<Record<SortOption, ProductSort>> = {
  default: 'DEFAULT',
  latest: 'LATEST',
  'best-seller': 'BEST_SELLER',
  popularity: 'POPULARITY',
  'price-high': 'PRICE_HIGH',
  'price-low': 'PRICE_LOW',
};

const byPosition = <T extends { readonly position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);

const limited = <T>(items: T[], limit: number | null | undefined): T[] =>
  limit == null ? items : items.slice(0, Math.max(0, limit));

/** Products, collections, FAQs and linked products. */
export const catalogDomain: MockDomain = {
  resolvers: {
    Query: {
      getProduct: (_, { id }, context) => productById(context.catalogue, id) ?? null,
      productsBySlug: (_, { slug, filter, limit, nextToken }, context) => {
        const items = findProducts(context.catalogue, { ...filter, slug }, 'DEFAULT');
        return { ...paginate(items, { limit, nextToken }), aggregateItems: [] };
      },
      searchProducts: (_, { filter, sort, limit, nextToken, from, aggregates }, context) => {
        const items = findProducts(context.catalogue, filter, sort);
        return {
          ...paginate(items, { limit, nextToken, from }),
          aggregateItems: productAggregates(context.catalogue, items, aggregates),
        };
      },
      linkedProductsByProductId: (_, { productId, limit, nextToken }, context) =>
        paginate(
          context.catalogue.linkedProducts.filter((link) => link.productId === productId),
          { limit, nextToken },
        ),
      searchCollectionTypes: (_, { filter, sort, limit, nextToken, from }, context) =>
        paginate(findCollections(context.catalogue, filter, sort), { limit, nextToken, from }),
      searchProductFaqs: (_, { filter, limit, nextToken }, context) =>
        paginate(
          context.catalogue.faqs.filter(
            (faq) =>
              (!filter?.productId || faq.productId === filter.productId) &&
              (!filter?.storeId || faq.storeId === filter.storeId),
          ),
          { limit, nextToken },
        ),
    },
    Product: {
      variants: (product, { filter, limit }) =>
        limited(
          byPosition(product.variants).filter((v) => !filter?.status || v.status === filter.status),
          limit,
        ),
      images: (product, { limit }) => limited(byPosition(product.images), limit),
    },
    Variant: {
      marketPlaceLinks: (variant) => variant.marketPlaceLinks ?? [],
    },
    CollectionType: {
      defaultSorting: (collection) => SORT_KEYS[collection.defaultSorting],
    },
    LinkedProduct: {
      linkedProduct: (link, _, context) => {
        const product = productById(context.catalogue, link.linkedProductId);
        return product && isSellable(product) ? product : null;
      },
    },
  },
  handlers: (operations) => [
    operations.query('getProduct'),
    operations.query('byslugProduct'),
    operations.query('searchProducts'),
    operations.query('byProductIdLinkedProduct'),
    operations.query('searchCollectionTypes'),
    operations.query('searchProductFaqs'),
  ],
};
