import { products } from '@haat/sample-shop';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';

const PlaceOrderDocument = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      code
    }
  }
`);

/** An enabled product without variants that is in stock, priced within the COD limits. */
export const simpleProduct = (() => {
  const found = products.find(
    (product) =>
      product.status === 'ENABLED' &&
      !product.variants?.length &&
      (product.inventory ?? 0) > 5 &&
      product.price >= 199 &&
      product.price <= 2000,
  );
  if (!found) throw new Error('The sample catalogue has no simple product');
  return found;
})();

/** Places a COD order as the signed-in shopper (CreateOrder with the user-pool token). */
export async function placeCodOrder() {
  const data = await gqlRequest(PlaceOrderDocument, {
    input: {
      idempotencyKey: crypto.randomUUID(),
      storeId: env.storeId,
      products: [{ productId: simpleProduct.id, quantity: 1, source: 'CART' }],
      shippingAddress: {
        name: 'Asha Rao',
        phone: '+919876500100',
        city: 'Bengaluru',
        pinCode: '560001',
        address: '12 MG Road',
        state: 'KA',
        country: 'IN',
      },
      paymentType: 'COD',
    },
  });
  return data.createOrder;
}
