import { fromPaise, messageAmount } from '@haat/commerce-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editProblem, slugProblem, type EditedFields } from '../edit-rules.js';

const VALID: EditedFields = {
  title: 'Vitamin C Serum',
  status: 'ENABLED',
  price: 499,
  listingPrice: 599,
  costPrice: 200,
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 5,
};

describe('editProblem', () => {
  it.each<[string, Partial<EditedFields>, string | null]>([
    ['valid fields', {}, null],
    ['an MRP equal to the price', { listingPrice: 499 }, null],
    ['an empty title', { title: ' ' }, 'title must not be empty.'],
    ['an unknown status', { status: 'ACTIVE' }, 'status must be ENABLED or DISABLED.'],
    ['a zero price', { price: 0 }, 'price must be more than ₹0.'],
    ['a price under half a paisa', { price: 0.004 }, 'price must be more than ₹0.'],
    ['a negative price', { price: -5 }, 'price must be more than ₹0.'],
    [
      'an MRP below the price',
      { listingPrice: 498.99 },
      'listingPrice (MRP) must be at least the price (₹499).',
    ],
    [
      'an MRP below a price in paise',
      { price: 1234.5, listingPrice: 1000 },
      'listingPrice (MRP) must be at least the price (₹1,234.50).',
    ],
    ['a negative cost price', { costPrice: -1 }, 'costPrice must not be negative.'],
    [
      'a minimum of 0',
      { minimumOrderQuantity: 0 },
      'minimumOrderQuantity must be a whole number of at least 1.',
    ],
    [
      'a fractional minimum',
      { minimumOrderQuantity: 1.5 },
      'minimumOrderQuantity must be a whole number of at least 1.',
    ],
    [
      'a maximum below the minimum',
      { minimumOrderQuantity: 3, maximumOrderQuantity: 2 },
      'maximumOrderQuantity must be a whole number of at least the minimumOrderQuantity (3).',
    ],
  ])('%s', (_name, change, problem) => {
    expect(editProblem({ ...VALID, ...change })).toBe(problem);
  });

  it('accepts any price above 0 with an MRP of at least it, and refuses any MRP below it (in paise)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (pricePaise, extraPaise) => {
          const price = fromPaise(pricePaise);
          expect(
            editProblem({ ...VALID, price, listingPrice: fromPaise(pricePaise + extraPaise) }),
          ).toBeNull();
          expect(editProblem({ ...VALID, price, listingPrice: fromPaise(pricePaise - 1) })).toBe(
            `listingPrice (MRP) must be at least the price (₹${messageAmount(price)}).`,
          );
        },
      ),
    );
  });
});

describe('slugProblem', () => {
  it.each(['serum', 'vitamin-c-serum', 'spf-50'])('accepts %s', (slug) => {
    expect(slugProblem(slug)).toBeNull();
  });
  it.each(['', 'Serum', 'vitamin c', '-serum', 'serum-', 'a--b', 'sérum'])('refuses %j', (slug) => {
    expect(slugProblem(slug)).toBe(
      'slug must be lowercase letters and digits joined by single hyphens, e.g. vitamin-c-serum.',
    );
  });
});
