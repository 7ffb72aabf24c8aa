import { dropExpiredCoupons } from '@haat/commerce-core';
import { findCollections } from '../catalogue/collections.js';
import { requestEssentials } from '../catalogue/request-products.js';
import type { CatalogueEssentials } from '../catalogue/snapshot.js';
import type { RequestContext } from '../context.js';
import { apiError } from '../errors.js';
import type { Domain } from '../graphql/domain.js';
import { listPage } from '../paging/page-args.js';
import { isListedCoupon } from '../coupons/listed-coupon.js';
import { dealProducts } from './deal-products.js';
import { menuTree } from './menus.js';

/** The catalogue of a request for the store it names; another store id is NOT_FOUND. */
async function storeCatalogue(
  context: RequestContext,
  storeId: string,
): Promise<CatalogueEssentials> {
  const catalogue = await requestEssentials(context);
  if (storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
  return catalogue;
}

/**
 * Store, settings, menus, shipping tiers, coupons, deals, collections and variant groups:
 * getInitialData, getStore, ListVariantGroups.
 *
 * @example
 * const backend = createStorefrontBackend(deps); // storeDomain is one of its domains
 */
export const storeDomain: Domain = {
  resolvers: {
    Query: {
      getInitialData: async (_, { storeId, deviceType }, context) => {
        await storeCatalogue(context, storeId);
        return { storeId, deviceType: deviceType ?? 'WEB' };
      },
      getStore: async (_, { id }, context) => (await storeCatalogue(context, id)).store,
      listVariantGroups: async (_, { storeId, limit, nextToken }, context) => {
        const catalogue = await requestEssentials(context);
        const groups = storeId === catalogue.storeId ? catalogue.variantGroups : [];
        return listPage(groups, { limit, nextToken });
      },
    },
    InitialData: {
      settings: async (_, __, context) => (await requestEssentials(context)).settings,
      store: async (_, __, context) => (await requestEssentials(context)).store,
      menus: async (_, { filter }, context) =>
        menuTree((await requestEssentials(context)).menus, filter),
      shippingTiers: async (_, { filter }, context) =>
        (await requestEssentials(context)).shippingTiers.filter(
          (tier) =>
            (!filter?.type || tier.type === filter.type) &&
            (!filter?.paymentType || tier.paymentType === filter.paymentType),
        ),
      variantGroups: async (_, __, context) => (await requestEssentials(context)).variantGroups,
      coupons: async (_, { filter, limit }, context) => {
        const { coupons } = await requestEssentials(context);
        return (
          filter?.includeExpired === true ? coupons : dropExpiredCoupons(coupons, context.now)
        )
          .filter(
            (c) =>
              isListedCoupon(c) &&
              !c.isArchive &&
              (filter?.isFeatured == null || c.isFeatured === filter.isFeatured) &&
              (filter?.isPDPFeatured == null || c.isPDPFeatured === filter.isPDPFeatured) &&
              (filter?.showAsNudge == null || c.showAsNudge === filter.showAsNudge) &&
              (filter?.autoApply == null || c.autoApply === filter.autoApply) &&
              (!filter?.deviceType || c.deviceType === 'ALL' || c.deviceType === filter.deviceType),
          )
          .sort((a, b) => a.priority - b.priority)
          .slice(0, limit ?? 20);
      },
      ltoProducts: (_, { filter, sort, limit }, context) =>
        dealProducts(context, filter, sort ?? 'RECOMMEND_PRIORITY', limit ?? 20),
      loyaltyRuleEngines: async (_, __, context) =>
        (await requestEssentials(context)).loyaltyRuleEngines,
      collections: async (_, { filter, sort, limit }, context) =>
        findCollections(await requestEssentials(context), filter, sort).slice(0, limit ?? 100),
    },
    Store: {
      banners: (store, { includeArchived }) =>
        store.banners
          .filter((banner) => includeArchived === true || !banner.isArchive)
          .sort((a, b) => a.priority - b.priority),
      announcements: (store, { includeArchived }) =>
        store.announcements.filter((note) => includeArchived === true || !note.isArchive),
      policy: (store, { slug }) => store.policies.find((page) => page.slug === slug) ?? null,
    },
  },
};
