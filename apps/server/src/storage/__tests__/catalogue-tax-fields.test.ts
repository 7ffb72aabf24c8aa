import { describe, expect, it } from 'vitest';
import { CatalogueFileError, checkedEntry } from '../catalogue-file.js';

const product = { id: 'p1', slug: 'serum', title: 'Serum' };
const store = { id: 's1' };

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof CatalogueFileError) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('catalogue format: tax and parcel fields (issue 25)', () => {
  it('accepts products with an HSN code, a GST rate and dimensions, or none of them', () => {
    for (const value of [
      product,
      {
        ...product,
        hsnCode: '3304',
        gstRate: 18,
        dimensions: { lengthCm: 12, breadthCm: 5, heightCm: 5 },
      },
      { ...product, hsnCode: '33049910', gstRate: 0, dimensions: null },
      { ...product, hsnCode: null, gstRate: null },
    ]) {
      expect(checkedEntry({ part: 'products', index: 0, value }).value).toBe(value);
    }
  });

  it('names each bad field of a product and where it is', () => {
    const message = refusal(() =>
      checkedEntry({
        part: 'products',
        index: 7,
        value: { ...product, hsnCode: '33049', gstRate: 15, dimensions: { lengthCm: 0 } },
      }),
    );
    expect(message).toBe(
      [
        'The catalogue file does not fit the catalogue format:',
        '  products.7.hsnCode: must be an HSN code of 4, 6 or 8 digits, not "33049"',
        '  products.7.gstRate: must be a GST rate: 0, 5, 12, 18 or 28 (percent), not 15',
        '  products.7.dimensions: must give lengthCm, breadthCm and heightCm, each a positive number of centimetres',
      ].join('\n'),
    );
  });

  it("checks the store's GST registration: GSTIN check character, legal name and address", () => {
    const good = {
      ...store,
      taxRegistration: {
        gstin: '27AAPFU0939F1ZV',
        legalName: 'Haat Skincare Pvt Ltd',
        address: '4 Marine Drive, Mumbai 400001',
      },
    };
    expect(checkedEntry({ part: 'store', index: 0, value: good }).value).toBe(good);
    expect(
      checkedEntry({ part: 'store', index: 0, value: { ...store, taxRegistration: null } }).value,
    ).toBeTruthy();
    const message = refusal(() =>
      checkedEntry({
        part: 'store',
        index: 0,
        value: {
          ...store,
          taxRegistration: { gstin: '27AAPFU0939F1ZX', legalName: ' ', address: 'Mumbai' },
        },
      }),
    );
    expect(message).toBe(
      [
        'The catalogue file does not fit the catalogue format:',
        '  store.taxRegistration.gstin: The GSTIN 27AAPFU0939F1ZX fails its check character (expected V).',
        '  store.taxRegistration.legalName: must not be empty',
      ].join('\n'),
    );
  });
});
