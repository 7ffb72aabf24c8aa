import { asText, readRupees, readWhole } from '@/lib/forms';
import { istDayEnd } from '@/lib/dates';
import type { Coupon, UpsertCouponInput } from './api/coupons';

/** A coupon as its form holds it. */
export interface CouponDraft {
  code: string;
  name: string;
  couponType: Coupon['couponType'];
  getYPercentage: string;
  getYAmount: string;
  buyXQuantity: string;
  getYQuantity: string;
  minOrderValue: string;
  maxDiscount: string;
  maxAllowedUsage: string;
  paymentMethod: NonNullable<Coupon['paymentMethod']>;
  expirationDay: string;
  autoApply: boolean;
}

/**
 * The form's text for a coupon (or an empty one).
 *
 * @example
 * couponDraft(undefined).couponType; // 'PERCENTAGE'
 */
export function couponDraft(coupon: Coupon | undefined): CouponDraft {
  return {
    code: coupon?.code ?? '',
    name: coupon?.name ?? '',
    couponType: coupon?.couponType ?? 'PERCENTAGE',
    getYPercentage: asText(coupon?.getYPercentage),
    getYAmount: asText(coupon?.getYAmount),
    buyXQuantity: asText(coupon?.buyXQuantity),
    getYQuantity: asText(coupon?.getYQuantity),
    minOrderValue: asText(coupon?.minOrderValue),
    maxDiscount: asText(coupon?.maxDiscount),
    maxAllowedUsage: asText(coupon?.maxAllowedUsage),
    paymentMethod: coupon?.paymentMethod ?? 'ALL',
    expirationDay: coupon?.expirationDate ? coupon.expirationDate.slice(0, 10) : '',
    autoApply: coupon?.autoApply ?? false,
  };
}

/** Which value fields a coupon type uses. */
export const TYPE_FIELDS: Record<Coupon['couponType'], readonly (keyof CouponDraft)[]> = {
  PERCENTAGE: ['getYPercentage', 'maxDiscount'],
  FIXED: ['getYAmount', 'maxDiscount'],
  BUY_X_GET_Y: ['buyXQuantity', 'getYQuantity', 'maxDiscount'],
  BUY_X_AT_Y: ['buyXQuantity', 'getYAmount'],
  PRODUCT: ['getYAmount'],
  FREEBIE: [],
};

/**
 * Checks a coupon draft: a code of letters and digits, the values its type needs, amounts to the
 * paisa, a percentage 1–100. Answers the input to send, or the problems by field.
 *
 * @example
 * readCouponDraft({ ...couponDraft(undefined), code: 'GLOW10', getYPercentage: '110' }).problems.getYPercentage;
 * // 'Enter a whole number of at most 100.'
 */
export function readCouponDraft(draft: CouponDraft, id: string | undefined) {
  const problems: Partial<Record<keyof CouponDraft, string>> = {};
  const needs = TYPE_FIELDS[draft.couponType];
  const rupees = (key: 'getYAmount' | 'minOrderValue' | 'maxDiscount', required: boolean) => {
    const read = readRupees(draft[key], { required });
    if (!read.ok) problems[key] = read.message;
    return read.ok ? read.value : null;
  };
  const whole = (
    key: 'getYPercentage' | 'buyXQuantity' | 'getYQuantity' | 'maxAllowedUsage',
    required: boolean,
    max?: number,
  ) => {
    const read = readWhole(draft[key], { required, min: 1, ...(max ? { max } : {}) });
    if (!read.ok) problems[key] = read.message;
    return read.ok ? read.value : null;
  };
  if (!/^[A-Z0-9]{3,30}$/i.test(draft.code.trim())) problems.code = 'Use 3–30 letters and digits.';
  const values = {
    getYPercentage: needs.includes('getYPercentage') ? whole('getYPercentage', true, 100) : null,
    getYAmount: needs.includes('getYAmount') ? rupees('getYAmount', true) : null,
    buyXQuantity: needs.includes('buyXQuantity') ? whole('buyXQuantity', true) : null,
    getYQuantity: needs.includes('getYQuantity') ? whole('getYQuantity', true) : null,
    maxDiscount: needs.includes('maxDiscount') ? rupees('maxDiscount', false) : null,
    minOrderValue: rupees('minOrderValue', false),
    maxAllowedUsage: whole('maxAllowedUsage', false),
  };
  if (Object.keys(problems).length) return { input: null, problems };
  const present = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null),
  ) as Partial<Record<keyof typeof values, number>>;
  const input: UpsertCouponInput = {
    ...(id ? { id } : {}),
    code: draft.code.trim().toUpperCase(),
    couponType: draft.couponType,
    paymentMethod: draft.paymentMethod,
    autoApply: draft.autoApply,
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    ...(draft.expirationDay ? { expirationDate: istDayEnd(draft.expirationDay) } : {}),
    ...present,
  };
  return { input, problems };
}
