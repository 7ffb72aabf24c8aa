import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultOf } from '@/lib/graphql/admin';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { ProductDocument, UpdateProductDocument } from '../api/products';
import { ProductPage } from '../components/ProductPage';

const product: ResultOf<typeof UpdateProductDocument>['updateProduct'] = {
  id: 'prd-1',
  title: 'Hyaluronic Serum',
  status: 'ENABLED',
  price: 499,
  listingPrice: 599,
  costPrice: null,
  sku: 'SER-1',
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 5,
  imageKeys: [],
  slug: 'hyaluronic-serum',
  collections: [],
  tags: [],
  productDescription: '',
  isInventoryEnabled: true,
  continueSellingOutOfStock: false,
  hsnCode: null,
  gstRate: null,
  updatedAt: null,
  variants: [],
};

async function openProduct(seen: SeenRequest[]) {
  server.use(
    answerAdmin(ProductDocument, () => ({ data: { adminProduct: product } })),
    answerAdmin(
      UpdateProductDocument,
      (variables) => {
        const input = variables['input'] as { hsnCode: string; gstRate: 18 };
        return { data: { updateProduct: { ...product, ...input, updatedAt: 'later' } } };
      },
      seen,
    ),
  );
  const view = renderScreen(<ProductPage />, {
    path: '/catalogue/products/prd-1',
    route: '/catalogue/products/:id',
  });
  await screen.findByRole('form', { name: 'Product details' });
  return view;
}

describe('HSN code and GST rate on the product form', () => {
  it('shows a bad HSN code under its field and sends nothing', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await openProduct(seen);
    const hsn = screen.getByRole('textbox', { name: 'HSN code' });
    await user.type(hsn, '33049');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(hsn).toHaveAttribute('aria-invalid', 'true');
    expect(hsn).toHaveAccessibleDescription(
      expect.stringContaining('Enter an HSN code of 4, 6 or 8 digits.'),
    );
    expect(seen).toEqual([]);
  });

  it('saves the HSN code and the chosen GST rate with the product', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await openProduct(seen);
    const rate = screen.getByRole('combobox', { name: 'GST rate' });
    expect(rate).toHaveValue('');
    expect([...(rate as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Not set',
      '0 %',
      '5 %',
      '12 %',
      '18 %',
      '28 %',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'HSN code' }), '3304');
    await user.selectOptions(rate, '18 %');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText(/saved/i);
    expect(seen.map((request) => request.variables['input'])).toEqual([
      expect.objectContaining({ id: 'prd-1', hsnCode: '3304', gstRate: 18 }),
    ]);
  });
});
