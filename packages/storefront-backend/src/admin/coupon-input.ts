import type { UpsertCouponInput } from '@haat/storefront-api/admin-resolvers';
import type { Coupon } from '@haat/storefront-api/catalogue';
import { adminError } from './admin-context.js';
import { rupeesOf, wholeOf } from './input-checks.js';

/** A coupon code: 3 to 20 capital letters, digits, - or _ (typed in any case, kept in capitals). */
const CODE = /^[A-Z0-9_-]{3,20}$/;

/** The most uses per customer or items in a bundle staff may set. */
const MOST_COUNT = 1_000_000;

/** What a coupon's ids must be found among, and when it is. */
export interface CouponFacts {
  readonly now: number;
  readonly collectionIds: ReadonlySet<string>;
  /** The products of `getYProducts` and `applicableProducts` that exist (others are refused). */
  readonly products: ReadonlyMap<string, Coupon['getYStoreProducts'][number]>;
}

const bad = (message: string): never => {
  throw adminError('BAD_USER_INPUT', message);
};

/** A coupon code as kept: trimmed, in capitals, of the allowed letters. */
export function couponCodeOf(code: string): string {
  const kept = code.trim().toUpperCase();
  if (!CODE.test(kept)) bad('code must be 3 to 20 letters, digits, - or _.');
  return kept;
}

/** Ids that must all be known, named by the field when one is not. */
const knownIds = (field: string, ids: readonly string[], known: (id: string) => boolean) => {
  const unknown = ids.find((id) => !known(id));
  if (unknown !== undefined) bad(`${field} names ${unknown}, which is not in the catalogue.`);
  return [...new Set(ids)];
};

/** The fields of a coupon's type: what it needs, checked, and the rest cleared. */
function typeFields(input: UpsertCouponInput) {
  const percentage = wholeOf('getYPercentage', input.getYPercentage, 1, 100);
  const amount = rupeesOf('getYAmount', input.getYAmount);
  const buyX = wholeOf('buyXQuantity', input.buyXQuantity, 1, MOST_COUNT);
  const getY = wholeOf('getYQuantity', input.getYQuantity, 1, MOST_COUNT);
  const type = input.couponType;
  const need = <T>(field: string, value: T | null): T =>
    value ?? bad(`${field} is required for a ${type} coupon.`);
  switch (type) {
    case 'PERCENTAGE':
      return { getYPercentage: need('getYPercentage', percentage) };
    case 'FIXED':
      return { getYAmount: need('getYAmount', amount && amount > 0 ? amount : null) };
    case 'BUY_X_GET_Y':
      return { buyXQuantity: need('buyXQuantity', buyX), getYQuantity: need('getYQuantity', getY) };
    case 'BUY_X_AT_Y':
      return {
        buyXQuantity: need('buyXQuantity', buyX),
        getYAmount: need('getYAmount', amount && amount > 0 ? amount : null),
      };
    case 'PRODUCT':
    case 'FREEBIE':
      return { buyXQuantity: buyX, getYQuantity: getY ?? 1 };
  }
}

/**
 * The coupon document an upsert writes: the input checked (each refusal BAD_USER_INPUT naming
 * the field: the code's format, the type's required values, percent 1–100, amounts in rupees
 * with whole paise, usage limits, a future expiry, known collections and products) over the
 * stored coupon (its fields the contract does not edit kept) or a new one's defaults.
 *
 * @example
 * const coupon = couponDocument(input, stored, 'cpn-1', facts);
 */
export function couponDocument(
  input: UpsertCouponInput,
  stored: Coupon | null,
  id: string,
  facts: CouponFacts,
): Coupon {
  const code = couponCodeOf(input.code);
  const expiry = input.expirationDate?.trim() || null;
  const expiresAt = expiry === null ? null : Date.parse(expiry);
  if (expiresAt !== null && !Number.isFinite(expiresAt)) {
    bad('expirationDate must be an ISO 8601 date and time.');
  }
  if (expiresAt !== null && expiresAt <= facts.now && expiry !== stored?.expirationDate) {
    bad('expirationDate must be in the future.');
  }
  const getYProducts = knownIds('getYProducts', input.getYProducts ?? [], (p) =>
    facts.products.has(p),
  );
  if ((input.couponType === 'PRODUCT' || input.couponType === 'FREEBIE') && !getYProducts.length) {
    bad(`getYProducts is required for a ${input.couponType} coupon.`);
  }
  const name = input.name?.trim() || code;
  const base: Coupon = stored ?? {
    id,
    description: '',
    couponNote: null,
    tAndC: '',
    couponTitle: name,
    name,
    prefix: null,
    code,
    couponCodeCount: null,
    maxAllowedUsage: null,
    priority: 0,
    couponType: input.couponType,
    buyXQuantity: null,
    getYAmount: null,
    getYPercentage: null,
    getYQuantity: null,
    getYProducts: [],
    getYStoreProducts: [],
    minOrderValue: 0,
    maxDiscount: null,
    expirationDate: null,
    autoApply: false,
    applicableCollections: [],
    applicableProducts: [],
    paymentMethod: 'ALL',
    ppcodCouponAmount: null,
    isAffiliated: false,
    isPDPFeatured: false,
    isFeatured: false,
    isBulkCoupon: false,
    showAsNudge: false,
    applyPrepaidDiscount: true,
    applyOnAllVariants: true,
    deviceType: 'ALL',
    isArchive: false,
    isExternal: false,
  };
  return {
    ...base,
    code,
    name,
    description: input.description?.trim() ?? base.description,
    couponType: input.couponType,
    buyXQuantity: null,
    getYAmount: null,
    getYPercentage: null,
    getYQuantity: null,
    ...typeFields(input),
    getYProducts,
    getYStoreProducts: getYProducts.flatMap((p) => facts.products.get(p) ?? []),
    minOrderValue: rupeesOf('minOrderValue', input.minOrderValue) ?? 0,
    maxDiscount: rupeesOf('maxDiscount', input.maxDiscount),
    maxAllowedUsage: wholeOf('maxAllowedUsage', input.maxAllowedUsage, 1, MOST_COUNT),
    paymentMethod: input.paymentMethod ?? 'ALL',
    expirationDate: expiry === null ? null : expiry,
    autoApply: input.autoApply ?? false,
    applicableCollections: knownIds(
      'applicableCollections',
      input.applicableCollections ?? [],
      (c) => facts.collectionIds.has(c),
    ),
    applicableProducts: knownIds('applicableProducts', input.applicableProducts ?? [], (p) =>
      facts.products.has(p),
    ),
  };
}
