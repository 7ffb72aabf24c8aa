import type { CartItem, CartState, NewCartItem } from '../../types/cart.js';
import { emptyCart } from '../emptyCart.js';

export const serum: NewCartItem = {
  id: 'serum',
  title: 'Vitamin C Serum',
  price: 599,
  listingPrice: 699,
  collections: ['serums'],
  variants: [
    { id: '30ml', price: 499, listingPrice: 599, inventory: 0, status: 'ENABLED' },
    { id: '50ml', price: 699, listingPrice: 799, inventory: 7, status: 'ENABLED' },
  ],
};
export const wash: NewCartItem = {
  id: 'wash',
  title: 'Face Wash',
  price: 249,
  listingPrice: 299,
  collections: ['cleansers'],
};

export const line = (fields: Partial<CartItem> & { id: string }): CartItem => ({
  qty: 1,
  recordKey: fields.id,
  price: 100,
  ...fields,
});

export const stateWith = (data: CartItem[], fields: Partial<CartState> = {}): CartState => ({
  ...emptyCart(),
  data,
  ...fields,
});
