import { availableRecommendedProducts, dropExpiredCoupons } from '@haat/commerce-core';
import { storeSettings } from '../lib/catalogue/settings.js';
import type { MockContext } from '../lib/context.js';
import { apiError, fixedApiError } from '../lib/errors.js';
import { menuTree } from '../lib/menus.js';
import { findCollections } from '../lib/query/collections.js';
import { paginate } from '../lib/query/paginate.js';
import { findProducts } from '../lib/query/product-search.js';
import type { MockDomain } from '../lib/resolvers.js';

/** `store-failure` scenario and unknown store ids fail the store load. */
function assertStore(context: MockContext, storeId: string): void {
  if (context.scenarios.has('store-failure')) {
    throw fixedApiError('STORE_UNAVAILABLE');
  }
  if (storeId !== context.catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
}

/** Store, settings, menus, shipping tiers, variant groups: getInitialData, getStore, ListVariantGroups. */
export const storeDomain: MockDomain = {
  resolvers: {
    Query: {
      getInitialData: (_, { storeId, deviceType }, context) => {
        assertStore(context, storeId);
        return { storeId, deviceType: deviceType ?? 'WEB' };
      },
      getStore: (_, { id }, context) => {
        assertStore(context, id);
        return context.catalogue.store;
      },
      listVariantGroups: (_, { storeId, limit, nextToken }, context) => {
        if (storeId !== context.catalogue.storeId) return paginate([], { limit, nextToken });
        return paginate(context.catalogue.variantGroups, { limit, nextToken });
      },
    },
    InitialData: {
      settings: (_, __, context) => context.catalogue.settings,
      store: (_, __, context) => context.catalogue.store,
      menus: (_, { filter }, context) => menuTree(context.catalogue.menus, filter),
      shippingTiers: (_, { filter }, context) =>
        context.catalogue.shippingTiers.filter(
          (tier) =>
            (!filter?.type || tier.type === filter.type) &&
            (!filter?.paymentType || tier.paymentType === filter.paymentType),
        ),
      variantGroups: (_, __, context) => context.catalogue.variantGroups,
      coupons: (_, { filter, limit }, context) =>
        (filter?.includeExpired === true
          ? context.catalogue.coupons
          : dropExpiredCoupons(context.catalogue.coupons, context.now)
        )
          .filter(
            (c) =>
              !c.isArchive &&
              (filter?.isFeatured == null || c.isFeatured === filter.isFeatured) &&
              (filter?.isPDPFeatured == null || c.isPDPFeatured === filter.isPDPFeatured) &&
              (filter?.showAsNudge == null || c.showAsNudge === filter.showAsNudge) &&
              (filter?.autoApply == null || c.autoApply === filter.autoApply) &&
              (!filter?.deviceType || c.deviceType === 'ALL' || c.deviceType === filter.deviceType),
          )
          .sort((a, b) => a.priority - b.priority)
          .slice(0, limit ?? 20),
      ltoProducts: (_, { filter, sort, limit }, context) =>
        availableRecommendedProducts(
          findProducts(
            context.catalogue,
            { recommended: true, ...filter },
            sort ?? 'RECOMMEND_PRIORITY',
          ),
          storeSettings(context.catalogue).blockInventory,
        ).slice(0, limit ?? 20),
      loyaltyRuleEngines: (_, __, context) => context.catalogue.loyaltyRuleEngines,
      collections: (_, { filter, sort, limit }, context) =>
        findCollections(context.catalogue, filter, sort).slice(0, limit ?? 100),
    },
    Store: {
      banners: (store, { includeArchived }) =>
        store.banners
          .filter((banner) => includeArchived === true || !banner.isArchive)
          .sort((a, b) => a.priority - b.priority),
      announcements: (store, { includeArchived }) =>
        store.announcements.filter((note) => includeArchived === true || !note.isArchive),
    },
  },
  handlers: (operations) => [
    operations.query('getInitialData'),
    operations.query('getStore'),
    operations.query('ListVariantGroups'),
  ],
};
