import { describe, expect, it } from 'vitest';
import { STORE_ID } from '../constants.js';
import { coupons, menus, products, reviews, sampleShop, store } from '../index.js';

describe('sampleShop', () => {
  it('survives a JSON round trip unchanged, so a catalogue file of its shape is possible', () => {
    expect(JSON.parse(JSON.stringify(sampleShop))).toStrictEqual(sampleShop);
  });

  it('is the named exports gathered in one value', () => {
    expect(sampleShop).toMatchObject({ store, menus, products, coupons, reviews });
    expect(sampleShop.store.id).toBe(STORE_ID);
  });
});
