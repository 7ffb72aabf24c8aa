/**
 * The JSON shapes stored whole in a column, as storefront-backend's storage records declare them
 * (`OrderAddressRecord`, `CartLineRecord` in src/ports/storage/records.ts). Mirrored until that
 * package is in the workspace; then these become imports.
 */

/** An address as an order keeps it (`orders.shipping_address`, `orders.billing_address`). */
export interface OrderAddress {
  readonly name: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly country: string;
  readonly state: string | null;
  readonly city: string;
  readonly pinCode: string;
  readonly landmark: string | null;
  readonly address: string;
  readonly location: string | null;
  readonly area: string | null;
}

/** One line of a saved cart (`carts.lines`). */
export interface CartLine {
  readonly productId: string;
  readonly variantId: string | null;
  readonly quantity: number;
  readonly source: 'CART' | 'COUPON' | 'LIMITED_TIME_DEAL' | null;
}
