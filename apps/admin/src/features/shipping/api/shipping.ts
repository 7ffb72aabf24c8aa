import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql, type VariablesOf } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import { formatRupees } from '@/lib/money';
import { toast } from '@/lib/toast';

const TIER = 'id type coupons paymentType amount minOrderValue maxOrderValue';
const PIN = 'id cod prepaid codMaxAmount city state';

const TiersDocument = adminGraphql(`query AdminShippingTiers { adminShippingTiers { ${TIER} } }`);
const UpsertTierDocument = adminGraphql(
  `mutation UpsertShippingTier($input: UpsertShippingTierInput!) { upsertShippingTier(input: $input) { ${TIER} } }`,
);
const DeleteTierDocument = adminGraphql(
  `mutation DeleteShippingTier($id: ID!) { deleteShippingTier(id: $id) { ${TIER} } }`,
);
const PinCodesDocument = adminGraphql(`
  query AdminPinCodes($search: String, $first: Int, $after: String) {
    adminPinCodes(search: $search, first: $first, after: $after) {
      items { ${PIN} }
      pageInfo { endCursor hasNextPage }
      total
    }
  }
`);
const UpsertPinDocument = adminGraphql(
  `mutation UpsertPinCode($input: UpsertPinCodeInput!) { upsertPinCode(input: $input) { ${PIN} } }`,
);
const DeletePinDocument = adminGraphql(
  `mutation DeletePinCode($id: ID!) { deletePinCode(id: $id) { ${PIN} } }`,
);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));
const TierSchema = z.object({
  id: z.string(),
  type: z.enum(['CUSTOM', 'COUPON']),
  coupons: z.array(z.string()),
  paymentType: z.enum(['COD', 'PREPAID', 'PPCOD', 'ALL']),
  amount: z.number(),
  minOrderValue: z.number(),
  maxOrderValue: z.number(),
});
const PinSchema = z.object({
  id: z.string(),
  cod: z.boolean(),
  prepaid: z.boolean(),
  codMaxAmount: maybe(z.number()),
  city: maybe(z.string()),
  state: maybe(z.string()),
});
const PinPageSchema = z.object({
  items: z.array(PinSchema),
  pageInfo: z.object({ endCursor: maybe(z.string()), hasNextPage: z.boolean() }),
  total: z.number(),
});
export type ShippingTier = z.infer<typeof TierSchema>;
export type PinCode = z.infer<typeof PinSchema>;
/**
 * A tier as staff tell it apart from the others (its payment type and order totals), for the
 * names of its buttons: several tiers share a table, and "Delete tier" alone says not which.
 *
 * @example
 * tierLabel({ paymentType: 'COD', minOrderValue: 0, maxOrderValue: 498.99 } as ShippingTier);
 * // 'COD, ₹0.00 – ₹498.99'
 */
export const tierLabel = (tier: ShippingTier): string => `${tier.paymentType}, ${tierRange(tier)}`;

/**
 * The order totals a tier covers, in rupees.
 *
 * @example
 * tierRange({ minOrderValue: 499, maxOrderValue: 1000000 } as ShippingTier); // '₹499.00 – ₹10,00,000.00'
 */
export const tierRange = (tier: ShippingTier): string =>
  `${formatRupees(tier.minOrderValue)} – ${formatRupees(tier.maxOrderValue)}`;

export type UpsertTierInput = VariablesOf<typeof UpsertTierDocument>['input'];
export type UpsertPinInput = VariablesOf<typeof UpsertPinDocument>['input'];

/** Pin codes per page. */
export const PINS_PAGE_SIZE = 50;

/**
 * The shipping tiers (a short list, answered whole).
 *
 * @example
 * useQuery(tiersQuery());
 */
export const tiersQuery = () =>
  queryOptions({
    queryKey: ['shipping', 'tiers'] as const,
    queryFn: async () =>
      z.array(TierSchema).parse((await adminRequest(TiersDocument, {})).adminShippingTiers),
  });

/**
 * A page of pin codes (search by code, city or state).
 *
 * @example
 * useQuery(pinCodesQuery('5600', null));
 */
export const pinCodesQuery = (search: string, after: string | null) =>
  queryOptions({
    queryKey: ['shipping', 'pins', search, after] as const,
    queryFn: async () =>
      PinPageSchema.parse(
        (
          await adminRequest(PinCodesDocument, {
            ...(search ? { search } : {}),
            first: PINS_PAGE_SIZE,
            after,
          })
        ).adminPinCodes,
      ),
    placeholderData: keepPreviousData,
  });

function useShippingMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  done: (result: TResult) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      toast.success(done(result));
      return queryClient.invalidateQueries({ queryKey: ['shipping'] });
    },
  });
}

/**
 * Saving and deleting tiers and pin codes; each reads the lists again.
 *
 * @example
 * useShippingMutations().savePin.mutate({ id: '560001', cod: true, prepaid: true });
 */
export function useShippingMutations() {
  return {
    saveTier: useShippingMutation(
      async (input: UpsertTierInput) =>
        TierSchema.parse((await adminRequest(UpsertTierDocument, { input })).upsertShippingTier),
      () => 'Shipping tier saved.',
    ),
    deleteTier: useShippingMutation(
      async (id: string) =>
        TierSchema.parse((await adminRequest(DeleteTierDocument, { id })).deleteShippingTier),
      () => 'Shipping tier deleted.',
    ),
    savePin: useShippingMutation(
      async (input: UpsertPinInput) =>
        PinSchema.parse((await adminRequest(UpsertPinDocument, { input })).upsertPinCode),
      (pin) => `Pin code ${pin.id} saved.`,
    ),
    deletePin: useShippingMutation(
      async (id: string) =>
        PinSchema.parse((await adminRequest(DeletePinDocument, { id })).deletePinCode),
      (pin) => `Pin code ${pin.id} deleted: it is no longer served.`,
    ),
  };
}
