import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { CollectionSchema } from '@/lib/schemas/collection';
import { CouponSchema } from '@/lib/schemas/coupon';
import { MenuSchema } from '@/lib/schemas/menu';
import { ProductSchema } from '@/lib/schemas/product';
import { StoreSettingSchema } from '@/lib/schemas/settings';
import {
  LoyaltyRuleSchema,
  ShippingTierSchema,
  StoreSchema,
  VariantGroupSchema,
} from '@/lib/schemas/store';
import { InitialDataDocument } from './initialDataDocument';
import { storeKeys } from './store';

export const InitialDataSchema = z.object({
  storeId: z.string(),
  settings: z.array(StoreSettingSchema),
  store: StoreSchema,
  menus: z.array(MenuSchema),
  shippingTiers: z.array(ShippingTierSchema),
  variantGroups: z.array(VariantGroupSchema),
  coupons: z.array(CouponSchema),
  ltoProducts: z.array(ProductSchema),
  loyaltyRuleEngines: z.array(LoyaltyRuleSchema),
  collections: z.array(CollectionSchema),
});

export type InitialData = z.infer<typeof InitialDataSchema>;

/**
 * getInitialData (spec 7) with the spec's payload: menus, shipping tiers, top coupons and the
 * limited-time-deal products (recommended, by recommendPriority ascending), collections by
 * priority. Everything is parsed; the spec 5 filters are applied by the hooks that read it.
 */
export async function fetchInitialData(): Promise<InitialData> {
  const data = await gqlRequest(InitialDataDocument, {
    storeId: env.storeId,
    deviceType: 'WEB',
    collectionFilter: { includeArchived: false },
    collectionSort: 'PRIORITY',
    ltoProductFilter: { storeId: env.storeId, recommended: true },
    ltoProductSort: 'RECOMMEND_PRIORITY',
    menuFilter: { includeArchived: false },
    shippingTierFilter: null,
  });
  return InitialDataSchema.parse(data.getInitialData);
}

export const initialDataQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.initialData(env.storeId),
    queryFn: fetchInitialData,
    staleTime: Infinity,
    gcTime: Infinity,
    retryOnMount: false,
  });
