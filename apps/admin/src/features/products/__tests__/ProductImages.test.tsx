import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { ImageUploadDocument, UpdateProductDocument, type Product } from '../api/products';
import { ProductImages } from '../components/ProductImages';

const product: Product = {
  id: 'prd-1',
  title: 'Hyaluronic Serum',
  status: 'ENABLED',
  price: 499,
  listingPrice: 599,
  costPrice: null,
  sku: 'SER-1',
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 5,
  imageKeys: ['serum-front'],
  slug: 'hyaluronic-serum',
  collections: [],
  tags: [],
  productDescription: '',
  isInventoryEnabled: true,
  continueSellingOutOfStock: false,
  updatedAt: null,
  variants: [],
};

const KEY = 'products/u-1';
const UPLOAD_URL = `${env.imageCdnUrl}/${KEY}`;
const ticket = {
  key: KEY,
  uploadUrl: `${UPLOAD_URL}?token=secret`,
  headers: [{ name: 'content-type', value: 'image/png' }],
  expiresAt: '2026-11-27T10:15:00.000Z',
};
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });

describe('ProductImages', () => {
  it('uploads a chosen picture, adds it after the others and says so', async () => {
    const seen: SeenRequest[] = [];
    let sent: string | null = null;
    server.use(
      answerAdmin(
        ImageUploadDocument,
        () => ({ data: { createProductImageUpload: ticket } }),
        seen,
      ),
      http.put(UPLOAD_URL, ({ request }) => {
        sent = request.headers.get('content-type');
        return new HttpResponse(null, { status: 200 });
      }),
      answerAdmin(
        UpdateProductDocument,
        () => ({ data: { updateProduct: { ...product, imageKeys: ['serum-front', KEY] } } }),
        seen,
      ),
    );
    const { user } = renderScreen(<ProductImages product={product} />);
    await user.upload(screen.getByLabelText('Add a picture'), png());
    expect(await screen.findByRole('status')).toHaveTextContent('front.png added.');
    expect(sent).toBe('image/png');
    expect(seen.map((request) => request.variables['input'])).toEqual([
      { productId: 'prd-1', contentType: 'image/png', size: 4 },
      { id: 'prd-1', imageKeys: ['serum-front', KEY] },
    ]);
  });

  it("shows the server's refusal of a wrong type or size under the picker, changing nothing", async () => {
    const seen: SeenRequest[] = [];
    server.use(
      answerAdmin(ImageUploadDocument, () => ({
        error: {
          message: 'contentType: Please upload a JPEG, PNG or WebP image.',
          code: 'BAD_USER_INPUT',
        },
      })),
      answerAdmin(UpdateProductDocument, () => ({ data: { updateProduct: product } }), seen),
    );
    const { user } = renderScreen(<ProductImages product={product} />);
    const picker = screen.getByLabelText('Add a picture');
    await user.upload(picker, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(
      await screen.findByText('contentType: Please upload a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toBeEnabled();
    expect(seen).toEqual([]);
    expect(screen.getAllByRole('img', { name: /^Hyaluronic Serum, / })).toHaveLength(1);
  });

  it('names what the upload URL refused (content that is not the type it claims)', async () => {
    server.use(
      answerAdmin(ImageUploadDocument, () => ({ data: { createProductImageUpload: ticket } })),
      http.put(UPLOAD_URL, () =>
        HttpResponse.text('File content does not match its type (image/png)', { status: 415 }),
      ),
    );
    const { user } = renderScreen(<ProductImages product={product} />);
    await user.upload(screen.getByLabelText('Add a picture'), png());
    expect(
      await screen.findByText(
        'front.png could not be uploaded: File content does not match its type (image/png)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
