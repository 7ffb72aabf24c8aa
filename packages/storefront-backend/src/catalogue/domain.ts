import { isSellable } from '@haat/commerce-core';
import type { SortOption } from '@haat/storefront-api/catalogue';
import type { ProductSort } from '@haat/storefront-api/resolvers';
import type { Domain } from '../graphql/domain.js';
import { selectsField } from '../graphql/selects-field.js';
import { listPage, apiPage, pageRequest } from '../paging/page-args.js';
import { findCollections } from './collections.js';
import { countedTotal } from './counted-total.js';
import {
  requestEssentials,
  requestProductById,
  requestStoredProducts,
  requestProducts,
} from './request-products.js';
import { storedProductPage } from './stored-product-page.js';

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

/**
 * Products (with live stock), collections, FAQs and linked products: getProduct,
 * byslugProduct, searchProducts, searchCollectionTypes, searchProductFaqs,
 * byProductIdLinkedProduct. A product's and a variant's `costPrice` is null for everyone.
 *
 * @example
 * const backend = createStorefrontBackend(deps); // catalogueDomain is one of its domains
 */
export const catalogueDomain: Domain = {
  resolvers: {
    Query: {
      getProduct: (_, { id }, context) => requestProductById(context, id),
      productsBySlug: async (_, { slug, filter, limit, nextToken }, context, info) => {
        const catalogue = await requestEssentials(context);
        const bySlug = { ...filter, slug };
        const count = selectsField(info, 'total');
        const args = { limit, nextToken };
        return storedProductPage(context, catalogue, bySlug, 'DEFAULT', args, [], count);
      },
      // A query that does not select `total` is not counted (a COUNT reads every match).
      searchProducts: async (
        _,
        { filter, sort, limit, nextToken, from, aggregates },
        context,
        info,
      ) =>
        storedProductPage(
          context,
          await requestEssentials(context),
          filter,
          sort,
          { limit, nextToken, from },
          aggregates,
          selectsField(info, 'total'),
        ),
      linkedProductsByProductId: async (_, { productId, limit, nextToken }, context) =>
        listPage(await context.deps.storage.repos.catalogue.linkedProducts(productId), {
          limit,
          nextToken,
        }),
      searchCollectionTypes: async (_, { filter, sort, limit, nextToken, from }, context) =>
        listPage(findCollections(await requestEssentials(context), filter, sort), {
          limit,
          nextToken,
          from,
        }),
      searchProductFaqs: async (_, { filter, limit, nextToken }, context) => {
        const { catalogue } = context.deps.storage.repos;
        const ofStore = (faq: { readonly storeId: string }) =>
          !filter?.storeId || faq.storeId === filter.storeId;
        if (filter?.productId) {
          return listPage((await catalogue.faqs(filter.productId)).filter(ofStore), {
            limit,
            nextToken,
          });
        }
        // Every product's FAQs: one page read by storage, never all of them.
        const request = pageRequest({ limit, nextToken });
        const page = await catalogue.faqPage(request);
        return { ...apiPage(page, request, (faq) => faq), items: page.items.filter(ofStore) };
      },
    },
    ProductConnection: {
      // Null only when the query did not select it (then storage did not count): never read.
      total: (connection) => countedTotal(connection.total),
    },
    Product: {
      variants: (product, { filter, limit }) =>
        limited(
          byPosition(product.variants).filter((v) => !filter?.status || v.status === filter.status),
          limit,
        ),
      images: (product, { limit }) => limited(byPosition(product.images), limit),
      // What the shop paid is its own business: never in a storefront answer, to anyone (staff
      // read it through the admin API).
      costPrice: () => null,
    },
    Variant: {
      marketPlaceLinks: (variant) => variant.marketPlaceLinks ?? [],
      costPrice: () => null,
    },
    CollectionType: {
      defaultSorting: (collection) => SORT_KEYS[collection.defaultSorting],
    },
    LinkedProduct: {
      linkedProduct: async (link, _, context) => {
        const [product] = await requestStoredProducts(context, [link.linkedProductId]);
        return product && isSellable(product)
          ? ((await requestProducts(context, [product]))[0] ?? null)
          : null;
      },
    },
  },
};
