import type {
  AdminMutationResolvers,
  AdminPinCode,
  AdminQueryResolvers,
  AdminShippingTier,
} from '@haat/storefront-api/admin-resolvers';
import type { ShippingTier, ZipCode } from '@haat/storefront-api/catalogue';
import { adminError, type AdminContext } from './admin-context.js';
import { rupeesOf } from './input-checks.js';
import { staffEdit } from './staff-edit.js';
import { pageSize } from './paging.js';

const PIN_CODE = /^[1-9]\d{5}$/;

const bad = (message: string): never => {
  throw adminError('BAD_USER_INPUT', message);
};

const tierOf = (tier: ShippingTier): AdminShippingTier => ({
  id: tier.id,
  type: tier.type,
  coupons: tier.coupons,
  paymentType: tier.paymentType,
  amount: tier.amount,
  minOrderValue: tier.minOrderValue,
  maxOrderValue: tier.maxOrderValue,
});

const pinCodeOf = (zip: ZipCode): AdminPinCode => ({
  id: zip.id,
  cod: zip.cod,
  prepaid: zip.prepaid,
  codMaxAmount: zip.codMaxAmount,
  city: zip.city || null,
  state: zip.state || null,
});

async function storedTier(context: AdminContext, id: string): Promise<ShippingTier> {
  const tiers = await context.deps.storage.repos.catalogue.shippingTiers();
  const tier = tiers.find((stored) => stored.id === id);
  if (!tier) throw adminError('NOT_FOUND', 'There is no shipping tier with this id.');
  return tier;
}

async function storedPinCode(context: AdminContext, id: string): Promise<ZipCode> {
  const zip = await context.deps.storage.repos.catalogue.zipCode(id);
  if (!zip) throw adminError('NOT_FOUND', 'There is no pin code with this id.');
  return zip;
}

/**
 * A pin code typed by staff, checked (six digits, not starting with 0; spaces around dropped),
 * or a BAD_USER_INPUT refusal naming the field.
 *
 * @example
 * pinCodeId('filter.pinCode', ' 560001 '); // '560001'
 */
export const pinCodeId = (field: string, id: string): string =>
  PIN_CODE.test(id.trim()) ? id.trim() : bad(`${field} must be a 6-digit pin code.`);

/**
 * `adminShippingTiers` (in catalogue order) and `adminPinCodes` (by code, those starting with
 * `search`, in pages of `first` after the last code of the page before).
 *
 * @example
 * await shippingQueries.adminPinCodes({}, { search: '1100', first: 20 }, context, info);
 */
export const shippingQueries = {
  adminShippingTiers: async (_parent, _args, context) =>
    (await context.deps.storage.repos.catalogue.shippingTiers()).map(tierOf),
  adminPinCodes: async (_parent, { search, first, after }, context) => {
    const limit = pageSize(first);
    const start = search?.trim() ?? '';
    if (!/^\d{0,6}$/.test(start)) bad('search must be the first digits of a pin code.');
    if (after && !PIN_CODE.test(after)) bad('after is not a cursor this list gave.');
    const page = await context.deps.storage.repos.catalogue.zipCodePage(
      start,
      after ?? null,
      limit,
    );
    const last = page.items.at(-1)?.id ?? null;
    const more =
      last !== null &&
      (await context.deps.storage.repos.catalogue.zipCodePage(start, last, 1)).items.length > 0;
    return {
      items: page.items.map(pinCodeOf),
      pageInfo: { endCursor: last, hasNextPage: more },
      total: page.total,
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminShippingTiers' | 'adminPinCodes'>;

/**
 * `upsertShippingTier`, `deleteShippingTier`, `upsertPinCode`, `deletePinCode`: checked (a
 * tier's amounts in rupees, its range, its coupons known and only on a COUPON tier; a pin
 * code's six digits, its COD limit, its state code), written and audited in one transaction.
 *
 * @example
 * await shippingMutations.deletePinCode({}, { id: '110001' }, context, info);
 */
export const shippingMutations = {
  upsertShippingTier: async (_parent, { input }, context) => {
    const { catalogue } = context.deps.storage.repos;
    const stored = input.id ? await storedTier(context, input.id) : null;
    const minOrderValue = rupeesOf('minOrderValue', input.minOrderValue) ?? 0;
    const maxOrderValue = rupeesOf('maxOrderValue', input.maxOrderValue) ?? 0;
    if (maxOrderValue < minOrderValue) bad('maxOrderValue must be at least minOrderValue.');
    const coupons = [...new Set(input.coupons ?? [])];
    if (input.type === 'COUPON' && coupons.length === 0) {
      bad('coupons must name at least one coupon for a COUPON tier.');
    }
    if (input.type === 'CUSTOM' && coupons.length > 0) {
      bad('coupons are only for a COUPON tier.');
    }
    const known = new Set((await catalogue.coupons()).map((coupon) => coupon.id));
    const unknown = coupons.find((id) => !known.has(id));
    if (unknown !== undefined) bad(`coupons names ${unknown}, which is not a coupon.`);
    const tier: ShippingTier = {
      id: stored?.id ?? `shp-${context.deps.ids.uuid()}`,
      storeId: stored?.storeId ?? (await catalogue.storeId()),
      type: input.type,
      coupons,
      paymentType: input.paymentType,
      amount: rupeesOf('amount', input.amount, 10_000) ?? 0,
      minOrderValue,
      maxOrderValue,
    };
    await staffEdit(context, 'upsertShippingTier', 'shippingTier', {
      kind: 'shippingTiers',
      key: tier.id,
      data: tier,
      ifBefore: stored,
    });
    return tierOf(tier);
  },
  deleteShippingTier: async (_parent, { id }, context) => {
    const stored = await storedTier(context, id);
    await staffEdit(context, 'deleteShippingTier', 'shippingTier', {
      kind: 'shippingTiers',
      key: id,
      data: null,
      ifBefore: stored,
    });
    return tierOf(stored);
  },
  upsertPinCode: async (_parent, { input }, context) => {
    const id = pinCodeId('id', input.id);
    const state = input.state?.trim().toUpperCase() ?? '';
    if (state !== '' && !/^[A-Z]{2}$/.test(state)) {
      bad('state must be a two-letter state code such as KA.');
    }
    const city = input.city?.trim() ?? '';
    if (city.length > 80) bad('city must be at most 80 characters.');
    const zip: ZipCode = {
      id,
      cod: input.cod,
      prepaid: input.prepaid,
      codMaxAmount: rupeesOf('codMaxAmount', input.codMaxAmount),
      city,
      state,
    };
    await staffEdit(context, 'upsertPinCode', 'pinCode', {
      kind: 'zipCodes',
      key: id,
      data: zip,
    });
    return pinCodeOf(zip);
  },
  deletePinCode: async (_parent, { id }, context) => {
    const stored = await storedPinCode(context, pinCodeId('id', id));
    await staffEdit(context, 'deletePinCode', 'pinCode', {
      kind: 'zipCodes',
      key: stored.id,
      data: null,
      ifBefore: stored,
    });
    return pinCodeOf(stored);
  },
} satisfies Pick<
  AdminMutationResolvers<AdminContext>,
  'upsertShippingTier' | 'deleteShippingTier' | 'upsertPinCode' | 'deletePinCode'
>;
