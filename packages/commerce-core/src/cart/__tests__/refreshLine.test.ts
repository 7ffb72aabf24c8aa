import { describe, expect, it } from 'vitest';
import { refreshLine } from '../refreshLine.js';
import { deal, details, serum, wash } from './validation.fixture.js';

const unchanged = {
  removed: false,
  unavailable: false,
  priceChanged: false,
  collectionsChanged: false,
  quantityChanged: false,
};

describe('refreshLine', () => {
  it('keeps a line that matches its entry', () => {
    expect(refreshLine(wash, details.wash!)).toEqual({ line: wash, ...unchanged });
  });

  it.each([
    ['out of stock', { inventory: 0 }],
    ['negative stock', { inventory: -2 }],
  ])('removes a line %s', (_name, fields) => {
    expect(refreshLine(serum, { ...details.serum, ...fields })).toMatchObject({
      line: null,
      removed: true,
    });
  });

  it.each([
    ['isInventoryEnabled false', { isInventoryEnabled: false }],
    ['continueSellingOutOfStock', { continueSellingOutOfStock: true }],
  ])('keeps an out-of-stock line with %s', (_name, fields) => {
    expect(refreshLine({ ...serum, ...fields }, { ...details.serum, inventory: 0 }).removed).toBe(
      false,
    );
  });

  it('clamps the quantity to the maximum', () => {
    const r = refreshLine(serum, { ...details.serum, maximumOrderQuantity: 1 });
    expect(r).toMatchObject({ quantityChanged: true, unavailable: false });
    expect(r.line).toMatchObject({ qty: 1, maximumOrderQuantity: 1 });
    expect(r.line?.variants?.[1]).toMatchObject({ id: '50ml', maximumOrderQuantity: 1 });
  });

  it('clamps the quantity up to the minimum', () => {
    expect(refreshLine(wash, { ...details.wash, minimumOrderQuantity: 3 }).line?.qty).toBe(3);
  });

  it('treats missing limits as 1, and never lets max fall below min', () => {
    const r = refreshLine(
      { ...wash, qty: 3, minimumOrderQuantity: null, maximumOrderQuantity: null },
      { recordKey: 'wash', inventory: 20 },
    );
    expect(r.line).toMatchObject({ qty: 1, minimumOrderQuantity: 1, maximumOrderQuantity: 1 });
    expect(
      refreshLine(wash, { ...details.wash, minimumOrderQuantity: 2, maximumOrderQuantity: 1 }).line
        ?.qty,
    ).toBe(2);
  });

  it('keeps a line in stock below its minimum order quantity, marked unavailable (spec 5: in stock is above 0)', () => {
    const r = refreshLine(serum, { ...details.serum, inventory: 1, minimumOrderQuantity: 2 });
    expect(r).toMatchObject({ removed: false, unavailable: true });
    expect(r.line).toMatchObject({ qty: 2, inventory: 1 });
  });

  it('marks a line unavailable when the stock is below its quantity', () => {
    const r = refreshLine(serum, { ...details.serum, inventory: 1 });
    expect(r).toMatchObject({ unavailable: true, removed: false, quantityChanged: false });
    expect(r.line).toMatchObject({ qty: 2, inventory: 1 });
  });

  it('refreshes price and collections on the line and its variant', () => {
    const r = refreshLine(serum, {
      ...details.serum,
      price: 649.5,
      collections: ['serums', 'bestsellers'],
    });
    expect(r).toMatchObject({ priceChanged: true, collectionsChanged: true });
    expect(r.line).toMatchObject({ price: 649.5, collections: ['serums', 'bestsellers'] });
    expect(r.line?.variants?.[1]?.price).toBe(649.5);
    expect(r.line?.variants?.[0]).toEqual({ id: '30ml', inventory: 0 });
  });

  it('does not count collections in another order as a change', () => {
    const line = { ...wash, collections: ['a', 'b'] };
    expect(refreshLine(line, { ...details.wash, collections: ['b', 'a'] }).collectionsChanged).toBe(
      false,
    );
  });

  it('leaves the offer price of deal and gift lines alone', () => {
    expect(refreshLine(deal, details.deal!)).toMatchObject({
      priceChanged: false,
      line: { price: 149 },
    });
  });
});
