import type {
  AdminCoupon,
  AdminMutationResolvers,
  AdminQueryResolvers,
  UpsertCouponInput,
} from '@haat/storefront-api/admin-resolvers';
import type { Coupon } from '@haat/storefront-api/catalogue';
import { adminError, type AdminContext } from './admin-context.js';
import { couponDocument, type CouponFacts } from './coupon-input.js';
import { pageSize } from './paging.js';
import { staffEdit } from './staff-edit.js';

/** At most this many product ids in one coupon's lists (one catalogue read). */
const MOST_PRODUCTS = 500;

/** A coupon as staff see it, with how many orders hold a use of it. */
const adminCouponOf = (coupon: Coupon, usageCount: number): AdminCoupon => ({
  id: coupon.id,
  code: coupon.code,
  name: coupon.name,
  description: coupon.description,
  couponType: coupon.couponType,
  getYAmount: coupon.getYAmount,
  getYPercentage: coupon.getYPercentage,
  buyXQuantity: coupon.buyXQuantity,
  getYQuantity: coupon.getYQuantity,
  minOrderValue: coupon.minOrderValue,
  maxDiscount: coupon.maxDiscount,
  maxAllowedUsage: coupon.maxAllowedUsage,
  usageCount,
  paymentMethod: coupon.paymentMethod === 'PREPAID' ? 'ONLINE' : coupon.paymentMethod,
  expirationDate: coupon.expirationDate,
  autoApply: coupon.autoApply,
  applicableCollections: coupon.applicableCollections,
  applicableProducts: coupon.applicableProducts,
  isArchive: coupon.isArchive,
});

/** Coupons with their usage counts, as staff see them. */
async function withUsage(context: AdminContext, coupons: readonly Coupon[]) {
  const counts = await context.deps.storage.repos.couponUses.ordersUsing(coupons.map((c) => c.id));
  return coupons.map((coupon) => adminCouponOf(coupon, counts.get(coupon.id) ?? 0));
}

/** The stored coupon of this id, or NOT_FOUND. */
async function storedCoupon(context: AdminContext, id: string): Promise<Coupon> {
  const coupons = await context.deps.storage.repos.catalogue.coupons();
  return (
    coupons.find((coupon) => coupon.id === id) ??
    (() => {
      throw adminError('NOT_FOUND', 'There is no coupon with this id.');
    })()
  );
}

/** What a coupon's ids are checked against: the collections and the products it names. */
async function couponFacts(context: AdminContext, input: UpsertCouponInput): Promise<CouponFacts> {
  const { catalogue } = context.deps.storage.repos;
  const wanted = [...new Set([...(input.getYProducts ?? []), ...(input.applicableProducts ?? [])])];
  if (wanted.length > MOST_PRODUCTS) {
    throw adminError('BAD_USER_INPUT', `A coupon may name at most ${MOST_PRODUCTS} products.`);
  }
  const [collections, products] = await Promise.all([
    catalogue.collections(),
    catalogue.productsByIds(wanted),
  ]);
  return {
    now: context.deps.clock.now(),
    collectionIds: new Set(collections.map((collection) => collection.id)),
    products: new Map(products.flatMap((product) => (product ? [[product.id, product]] : []))),
  };
}

/**
 * `adminCoupons`: the shop's coupons in catalogue order (archived ones only when asked), matched
 * by code or name (`search`, letter case aside), each with its usage count, in pages of `first`
 * (1–200) after the cursor (the last coupon's id) of the page before.
 *
 * @example
 * await couponQueries.adminCoupons({}, { filter: { search: 'glow' } }, context, info);
 */
export const couponQueries = {
  adminCoupons: async (_parent, { filter, first, after }, context) => {
    const limit = pageSize(first);
    const search = filter?.search?.trim().toLowerCase() ?? '';
    const matching = (await context.deps.storage.repos.catalogue.coupons()).filter(
      (coupon) =>
        (filter?.includeArchived === true || !coupon.isArchive) &&
        (search === '' ||
          coupon.code.toLowerCase().includes(search) ||
          coupon.name.toLowerCase().includes(search)),
    );
    const start = after ? matching.findIndex((coupon) => coupon.id === after) + 1 : 0;
    if (after && start === 0) {
      throw adminError('BAD_USER_INPUT', 'after is not a cursor this list gave.');
    }
    const page = matching.slice(start, start + limit);
    const hasNextPage = start + limit < matching.length;
    return {
      items: await withUsage(context, page),
      pageInfo: { endCursor: page.at(-1)?.id ?? null, hasNextPage },
      total: matching.length,
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminCoupons'>;

/**
 * `upsertCoupon` (a new coupon without `id`; an edit of the stored one with it) and
 * `archiveCoupon` (refused at checkout from then on, COUPON_ARCHIVED; its usage stays): each
 * checked, written and audited in one transaction. A code another coupon has is refused naming
 * the field; an edit over a coupon someone changed meanwhile is a CONFLICT.
 *
 * @example
 * await couponMutations.archiveCoupon({}, { id: 'cpn-glow10' }, context, info);
 */
export const couponMutations = {
  upsertCoupon: async (_parent, { input }, context) => {
    const stored = input.id ? await storedCoupon(context, input.id) : null;
    const id = stored?.id ?? `cpn-${context.deps.ids.uuid()}`;
    const coupon = couponDocument(input, stored, id, await couponFacts(context, input));
    await staffEdit(
      context,
      'upsertCoupon',
      'coupon',
      {
        kind: 'coupons',
        key: id,
        data: coupon,
        ifBefore: stored,
        unique: { field: 'code', value: coupon.code },
      },
      () => `code ${coupon.code} is already used by another coupon.`,
    );
    const [answer] = await withUsage(context, [coupon]);
    return answer ?? adminCouponOf(coupon, 0);
  },
  archiveCoupon: async (_parent, { id }, context) => {
    const stored = await storedCoupon(context, id);
    const archived: Coupon = { ...stored, isArchive: true };
    if (!stored.isArchive) {
      await staffEdit(context, 'archiveCoupon', 'coupon', {
        kind: 'coupons',
        key: id,
        data: archived,
        ifBefore: stored,
      });
    }
    const [answer] = await withUsage(context, [archived]);
    return answer ?? adminCouponOf(archived, 0);
  },
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'upsertCoupon' | 'archiveCoupon'>;
