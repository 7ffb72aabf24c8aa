import { describe, expect, it } from 'vitest';
import { readPriceDraft, type PriceDraft } from '../priceFields';

const draft: PriceDraft = {
  title: 'Vitamin C Serum',
  status: 'ENABLED',
  price: '549',
  listingPrice: '699',
  costPrice: '',
  sku: 'VC-30',
  minimumOrderQuantity: '',
  maximumOrderQuantity: '5',
};

describe('readPriceDraft', () => {
  it('answers the fields to send, leaving out what is empty', () => {
    expect(readPriceDraft(draft)).toEqual({
      fields: {
        title: 'Vitamin C Serum',
        status: 'ENABLED',
        price: 549,
        listingPrice: 699,
        maximumOrderQuantity: 5,
        sku: 'VC-30',
      },
      problems: {},
    });
  });

  it.each([
    [{ price: '' }, 'price', 'Enter an amount in rupees.'],
    [{ price: '549.999' }, 'price', 'Enter rupees with at most two decimals (paise).'],
    [{ listingPrice: '499' }, 'listingPrice', 'MRP cannot be below the price.'],
    [
      { minimumOrderQuantity: '6' },
      'maximumOrderQuantity',
      'The most per order cannot be below the least.',
    ],
    [{ title: ' ' }, 'title', 'Enter a title.'],
  ] as const)('%o is refused on %s', (patch, field, message) => {
    const read = readPriceDraft({ ...draft, ...patch });
    expect(read.fields).toBeNull();
    expect(read.problems[field]).toBe(message);
  });
});
