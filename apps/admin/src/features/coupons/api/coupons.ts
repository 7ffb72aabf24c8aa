import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql, type VariablesOf } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import { toast } from '@/lib/toast';

const FIELDS = `id code name description couponType getYAmount getYPercentage buyXQuantity getYQuantity
  minOrderValue maxDiscount maxAllowedUsage usageCount paymentMethod expirationDate autoApply isArchive`;

const CouponsDocument = adminGraphql(`
  query AdminCoupons($filter: AdminCouponFilter, $first: Int, $after: String) {
    adminCoupons(filter: $filter, first: $first, after: $after) {
      items { ${FIELDS} }
      pageInfo { endCursor hasNextPage }
      total
    }
  }
`);
const UpsertCouponDocument = adminGraphql(`
  mutation UpsertCoupon($input: UpsertCouponInput!) { upsertCoupon(input: $input) { ${FIELDS} } }
`);
const ArchiveCouponDocument = adminGraphql(`
  mutation ArchiveCoupon($id: ID!) { archiveCoupon(id: $id) { ${FIELDS} } }
`);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));
export const COUPON_TYPES = [
  'PERCENTAGE',
  'FIXED',
  'BUY_X_GET_Y',
  'BUY_X_AT_Y',
  'PRODUCT',
  'FREEBIE',
] as const;
export const COUPON_PAYMENT_METHODS = ['ALL', 'COD', 'ONLINE', 'PREPAID'] as const;

const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: maybe(z.string()),
  description: maybe(z.string()),
  couponType: z.enum(COUPON_TYPES),
  getYAmount: maybe(z.number()),
  getYPercentage: maybe(z.number()),
  buyXQuantity: maybe(z.number()),
  getYQuantity: maybe(z.number()),
  minOrderValue: maybe(z.number()),
  maxDiscount: maybe(z.number()),
  maxAllowedUsage: maybe(z.number()),
  usageCount: z.number(),
  paymentMethod: maybe(z.enum(COUPON_PAYMENT_METHODS)),
  expirationDate: maybe(z.string()),
  autoApply: z.boolean(),
  isArchive: z.boolean(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export type UpsertCouponInput = VariablesOf<typeof UpsertCouponDocument>['input'];

const PageSchema = z.object({
  items: z.array(CouponSchema),
  pageInfo: z.object({ endCursor: maybe(z.string()), hasNextPage: z.boolean() }),
  total: z.number(),
});

/** Coupons per page. */
export const COUPONS_PAGE_SIZE = 50;

/**
 * A page of coupons with their usage (archived ones on request).
 *
 * @example
 * useQuery(couponsQuery({ search: 'GLOW', includeArchived: false }, null));
 */
export function couponsQuery(
  filter: { search?: string; includeArchived: boolean },
  after: string | null,
) {
  return queryOptions({
    queryKey: ['coupons', filter, after] as const,
    queryFn: async () =>
      PageSchema.parse(
        (await adminRequest(CouponsDocument, { filter, first: COUPONS_PAGE_SIZE, after }))
          .adminCoupons,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Creates (no id) or changes a coupon.
 *
 * @example
 * useUpsertCoupon().mutate({ code: 'GLOW10', couponType: 'PERCENTAGE', getYPercentage: 10 });
 */
export function useUpsertCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpsertCouponInput) =>
      CouponSchema.parse((await adminRequest(UpsertCouponDocument, { input })).upsertCoupon),
    onSuccess: (coupon) => {
      toast.success(`Coupon ${coupon.code} saved.`);
      return queryClient.invalidateQueries({ queryKey: ['coupons'] });
    },
  });
}

/**
 * Archives a coupon: checkout refuses it from then on (COUPON_ARCHIVED); its usage stays.
 *
 * @example
 * useArchiveCoupon().mutate('c-diwali');
 */
export function useArchiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      CouponSchema.parse((await adminRequest(ArchiveCouponDocument, { id })).archiveCoupon),
    onSuccess: (coupon) => {
      toast.success(`Coupon ${coupon.code} archived: checkout no longer accepts it.`);
      return queryClient.invalidateQueries({ queryKey: ['coupons'] });
    },
  });
}
