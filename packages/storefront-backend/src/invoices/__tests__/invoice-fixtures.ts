import { gstinCheckCharacter } from '@haat/commerce-core';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type { ShopCatalogue } from '../../deps.js';
import { anOrder, type OrderShape } from '../../fulfilment/__tests__/life-fixtures.js';
import type { OrderRecord } from '../../ports/storage/records.js';
import { testBackend } from '../../testing/test-backend.js';

/** A Karnataka GSTIN (state 29) with its check character computed, so it validates. */
const body = '29AAPFU0939F1Z';
export const SHOP_GSTIN = `${body}${gstinCheckCharacter(body)}`;

const [serum, soap] = sampleShop.products;
if (!serum || !soap) throw new Error('The sample shop has fewer than two products.');

/** The sample shop, registered for GST in Karnataka; its first product 18 %, its second 12 %. */
export function taxedShop(
  overrides: { registered?: boolean; gstin?: string; secondHsn?: string | null } = {},
): ShopCatalogue {
  return {
    storeId: STORE_ID,
    ...sampleShop,
    store: {
      ...sampleShop.store,
      taxRegistration:
        overrides.registered === false
          ? null
          : {
              gstin: overrides.gstin ?? SHOP_GSTIN,
              legalName: 'Haat Skincare Pvt Ltd',
              address: '4 Residency Road, Bengaluru 560025',
            },
    },
    products: sampleShop.products.map((product, index) =>
      index === 0
        ? { ...product, title: 'Vitamin C Serum', hsnCode: '330499', gstRate: 18 as const }
        : index === 1
          ? {
              ...product,
              title: 'Neem Soap',
              hsnCode: overrides.secondHsn === undefined ? '340111' : overrides.secondHsn,
              gstRate: 12 as const,
            }
          : product,
    ),
  };
}

/**
 * Order HAAT-10234: Vitamin C Serum ₹499 × 2 (18 %) and Neem Soap ₹199 × 1 (12 %), a ₹100
 * coupon, ₹49 shipping and ₹49 COD charges: ₹1,195 to pay in cash, delivered to `state`. With
 * `shape`, that order instead (at most two lines: the serum's, then the soap's).
 */
export function taxedOrder(state = 'KA', shape?: OrderShape): OrderRecord {
  const order = anOrder(
    shape ?? {
      lines: [
        { price: 49900, quantity: 2 },
        { price: 19900, quantity: 1 },
      ],
      couponDiscount: 10000,
      shipping: 4900,
      codCharges: 4900,
    },
  );
  const titles = ['Vitamin C Serum', 'Neem Soap'];
  const ids = [serum?.id ?? '', soap?.id ?? ''];
  return {
    ...order,
    shippingAddress: { ...order.shippingAddress, state },
    lines: order.lines.map((line, index) => ({
      ...line,
      productId: ids[index] ?? line.productId,
      variantId: null,
      title: titles[index] ?? line.title,
    })),
  };
}

/** A test backend over `catalogue` holding `order`. */
export async function backendWith(catalogue: ShopCatalogue, order: OrderRecord) {
  const backend = testBackend({ catalogue });
  await backend.storage.repos.orders.insert(order, []);
  return backend;
}
