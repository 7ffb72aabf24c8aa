import {
  availableRecommendedProducts,
  dropExpiredCoupons,
  readStoreSettings,
  type StoreSettings,
} from '@haat/commerce-core';
import { useCallback } from 'react';
import type { CouponData } from '@/lib/schemas/coupon';
import type { Collection } from '@/lib/schemas/collection';
import type { ProductData } from '@/lib/schemas/product';
import type { LoyaltyRuleData, ShippingTierData, VariantGroupData } from '@/lib/schemas/store';
import type { InitialData } from '../api/initialData';
import { useInitialData } from './useInitialData';

const NONE = [] as const;
const DEFAULT_SETTINGS = readStoreSettings([]);

const selectSettings = (data: InitialData) => readStoreSettings(data.settings);
const selectRaw = (data: InitialData) => data.settings;
const selectTiers = (data: InitialData) => data.shippingTiers;
const selectRules = (data: InitialData) => data.loyaltyRuleEngines;
const selectGroups = (data: InitialData) => data.variantGroups;
const selectCollections = (data: InitialData) => data.collections.filter((c) => !c.isArchive);

/**
 * The store settings the rules use (commerce-core `readStoreSettings`): COD charges, prepaid
 * discount, COD limits, BLOCK_INVENTORY… Defaults (0 / false) until the store data has loaded.
 */
export function useStoreSettings(): StoreSettings {
  return useInitialData(selectSettings, DEFAULT_SETTINGS);
}

/** The raw settings as `{ key, value }` pairs (timer texts and other display settings). */
export function useRawSettings(): readonly { key: string; value: string }[] {
  return useInitialData(selectRaw, NONE);
}

/** Shipping tiers of the store (commerce-core `selectShippingTier` picks one). */
export function useShippingTiers(): readonly ShippingTierData[] {
  return useInitialData(selectTiers, NONE);
}

/** Top coupons of the store, with expired ones dropped (spec 5 "Loaded data filters"). */
export function useAvailableCoupons(): readonly CouponData[] {
  const select = useCallback(
    (data: InitialData) => dropExpiredCoupons(data.coupons, Date.now()),
    [],
  );
  return useInitialData(select, NONE);
}

/** Loyalty cashback rules (commerce-core `creditRuleFor` / `cashback` use them). */
export function useLoyaltyRules(): readonly LoyaltyRuleData[] {
  return useInitialData(selectRules, NONE);
}

/** Store-wide variant groups with their options (labels for a product's variant choices). */
export function useVariantGroups(): readonly VariantGroupData[] {
  return useInitialData(selectGroups, NONE);
}

/** Collections (not archived) by priority. */
export function useCollections(): readonly Collection[] {
  return useInitialData(selectCollections, NONE);
}

/**
 * Limited-time-deal (recommended) products, kept only when enabled and in stock with the
 * BLOCK_INVENTORY setting (spec 5 "Loaded data filters").
 */
export function useLimitedTimeDeals(): readonly ProductData[] {
  const select = useCallback(
    (data: InitialData) =>
      availableRecommendedProducts(
        data.ltoProducts,
        readStoreSettings(data.settings).blockInventory,
      ),
    [],
  );
  return useInitialData(select, NONE);
}
