import type { StoreSettings } from '../types/settings.js';

/**
 * Store configuration as it arrives: a key → value record, or a list of `{ key, value }` pairs.
 * Values may be numbers, booleans or their string forms.
 *
 * @example
 * const raw: StoreSettingsInput = [{ key: 'COD_CHARGES', value: '49' }];
 */
export type StoreSettingsInput =
  | Readonly<Record<string, unknown>>
  | readonly { readonly key?: string | null; readonly value?: unknown }[];

type Pair = { readonly key?: string | null; readonly value?: unknown };

const isPairList = (input: StoreSettingsInput): input is readonly Pair[] => Array.isArray(input);

const toNumber = (value: unknown): number => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.trim())
        : Number.NaN;
  return Number.isFinite(n) ? n : 0;
};

const toFlag = (value: unknown): boolean =>
  value === true ||
  value === 1 ||
  (typeof value === 'string' && ['true', '1', 'yes'].includes(value.trim().toLowerCase()));

/**
 * Reads the configuration keys the rules use (spec 3 "Store settings") into typed values:
 * COD_CHARGES, PREPAID_DISCOUNT_PERCENT, MAX_PREPAID_DISCOUNT, MIN_COD_AMOUNT, MAX_COD_AMOUNT,
 * COD_ENABLED, PREPAID_ENABLED, PPCOD_ENABLED, PPCOD_AMOUNT, BLOCK_INVENTORY, GUEST_CHECKOUT,
 * ORDER_COUNT. Missing or unreadable numbers are 0; flags are true only for true / 'true' / 1.
 *
 * @example
 * readStoreSettings({ COD_CHARGES: '49', COD_ENABLED: 'true' }).codCharges; // 49
 */
export function readStoreSettings(input: StoreSettingsInput): StoreSettings {
  const record: Record<string, unknown> = {};
  if (isPairList(input)) {
    for (const entry of input) if (entry.key) record[entry.key] = entry.value;
  } else Object.assign(record, input);
  return {
    codCharges: toNumber(record['COD_CHARGES']),
    prepaidDiscountPercent: toNumber(record['PREPAID_DISCOUNT_PERCENT']),
    maxPrepaidDiscount: toNumber(record['MAX_PREPAID_DISCOUNT']),
    minCodAmount: toNumber(record['MIN_COD_AMOUNT']),
    maxCodAmount: toNumber(record['MAX_COD_AMOUNT']),
    codEnabled: toFlag(record['COD_ENABLED']),
    prepaidEnabled: toFlag(record['PREPAID_ENABLED']),
    ppcodEnabled: toFlag(record['PPCOD_ENABLED']),
    ppcodAmount: toNumber(record['PPCOD_AMOUNT']),
    blockInventory: toNumber(record['BLOCK_INVENTORY']),
    guestCheckout: toFlag(record['GUEST_CHECKOUT']),
    orderCount: toNumber(record['ORDER_COUNT']),
  };
}
