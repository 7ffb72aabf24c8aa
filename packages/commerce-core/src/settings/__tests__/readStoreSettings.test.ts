import { describe, expect, it } from 'vitest';
import { readStoreSettings } from '../readStoreSettings.js';

const expected = {
  codCharges: 49,
  prepaidDiscountPercent: 5,
  maxPrepaidDiscount: 100,
  minCodAmount: 0,
  maxCodAmount: 5000,
  codEnabled: true,
  prepaidEnabled: false,
  ppcodEnabled: true,
  ppcodAmount: 99.5,
  blockInventory: 2,
  guestCheckout: true,
  orderCount: 0,
};

describe('readStoreSettings', () => {
  it('reads a list of key/value pairs with string values', () => {
    const pairs = [
      { key: 'COD_CHARGES', value: '49' },
      { key: 'PREPAID_DISCOUNT_PERCENT', value: '5' },
      { key: 'MAX_PREPAID_DISCOUNT', value: '100' },
      { key: 'MAX_COD_AMOUNT', value: '5000' },
      { key: 'COD_ENABLED', value: 'true' },
      { key: 'PREPAID_ENABLED', value: 'false' },
      { key: 'PPCOD_ENABLED', value: 'TRUE' },
      { key: 'PPCOD_AMOUNT', value: '99.5' },
      { key: 'BLOCK_INVENTORY', value: '2' },
      { key: 'GUEST_CHECKOUT', value: '1' },
      { key: 'ORDER_COUNT', value: 'n/a' },
      { key: null, value: 'ignored' },
    ];
    expect(readStoreSettings(pairs)).toEqual(expected);
  });

  it('reads a record with typed values', () => {
    expect(
      readStoreSettings({
        COD_CHARGES: 49,
        PREPAID_DISCOUNT_PERCENT: 5,
        MAX_PREPAID_DISCOUNT: 100,
        MAX_COD_AMOUNT: 5000,
        COD_ENABLED: true,
        PPCOD_ENABLED: true,
        PPCOD_AMOUNT: 99.5,
        BLOCK_INVENTORY: 2,
        GUEST_CHECKOUT: true,
      }),
    ).toEqual(expected);
  });
});
