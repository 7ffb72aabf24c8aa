/** Sample catalogue ids the tests use (see @haat/sample-shop). */
export const SERUM = {
  id: 'prd-vitamin-c-brightening-serum',
  slug: 'vitamin-c-brightening-serum',
  single30: 'var-vitamin-c-brightening-serum-1',
  twin30: 'var-vitamin-c-brightening-serum-2',
  twin50SoldOut: 'var-vitamin-c-brightening-serum-4',
} as const;
export const FACE_WASH = {
  id: 'prd-neem-tea-tree-face-wash',
  variant: 'var-neem-tea-tree-face-wash-1',
};
export const SUNSCREEN = {
  id: 'prd-invisible-sunscreen-gel-spf50',
  variant: 'var-invisible-sunscreen-gel-spf50-1',
};
export const NO_VARIANTS = 'prd-hyaluronic-acid-serum';
export const DEAL = 'prd-ubtan-gentle-face-wash';
export const SOLD_OUT = 'prd-charcoal-detox-face-wash';

export const PHONE = '9876543210';

export const address = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  phone: PHONE,
  email: 'asha@example.com',
  city: 'Bengaluru',
  state: 'KA',
  pinCode: '560001',
  address: '12 MG Road',
  landmark: 'Near the metro',
  ...overrides,
});

export const orderInput = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  storeId: 'haat-skincare',
  products: [
    { productId: SERUM.id, variantId: SERUM.single30, quantity: 2, source: 'CART' },
    { productId: NO_VARIANTS, quantity: 1 },
  ],
  shippingAddress: address(),
  paymentType: 'COD',
  totalAmount: 1,
  source: 'WEB',
  ...overrides,
});
