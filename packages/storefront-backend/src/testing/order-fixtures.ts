import { addPhonePrefix, removePhonePrefix } from '@haat/commerce-core';
import { STORE_ID } from '@haat/sample-shop';
import type { CreateOrderInput, OrderProductInput } from '@haat/storefront-api/resolvers';
import type { Caller } from '../context.js';
import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { issuePhoneProof } from '../orders/phone-proof.js';
import { newUser } from '../users/new-user.js';

/** Sample-shop products the order tests use. */
export const PRODUCTS = {
  /** 30 ml of the vitamin C serum (a variant). */
  serum: {
    productId: 'prd-vitamin-c-brightening-serum',
    variantId: 'var-vitamin-c-brightening-serum-1',
  },
  /** A product without variants. */
  hyaluronic: { productId: 'prd-hyaluronic-acid-serum' },
  /** The lowest-stock product: 6 units sellable (8 less the 2 BLOCK_INVENTORY holds back). */
  routine: { productId: 'prd-complete-skincare-routine' },
} as const;

/** The buyer's 10-digit phone, and as stored. */
export const PHONE = '9876543210';
export const STORED_PHONE = '+919876543210';

/**
 * A valid COD order of two serums and one hyaluronic serum to Bengaluru, with a fresh
 * idempotency key; `overrides` replace whole fields.
 *
 * @example
 * const input = orderInput({ paymentType: 'PREPAID' });
 */
export function orderInput(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  const products: OrderProductInput[] = [
    { ...PRODUCTS.serum, quantity: 2, source: 'CART' },
    { ...PRODUCTS.hyaluronic, quantity: 1 },
  ];
  return {
    idempotencyKey: crypto.randomUUID(),
    storeId: STORE_ID,
    products,
    shippingAddress: {
      name: 'Asha Rao',
      phone: PHONE,
      email: 'asha@example.com',
      city: 'Bengaluru',
      state: 'KA',
      pinCode: '560001',
      address: '12 MG Road',
      landmark: 'Near the metro',
    },
    paymentType: 'COD',
    totalAmount: 1,
    source: 'WEB',
    ...overrides,
  };
}

/**
 * The input with a fresh proof of its shipping phone (`phoneProof`), minted in storage as
 * verifyCheckoutPhone mints one once the checkout's code was right: what a guest's
 * cash-on-delivery order needs.
 *
 * @example
 * const input = await withPhoneProof(deps, orderInput());
 */
export async function withPhoneProof(
  deps: Pick<BackendDeps, 'storage' | 'ids' | 'clock'>,
  input: CreateOrderInput,
): Promise<CreateOrderInput> {
  const phone = addPhonePrefix(removePhonePrefix(input.shippingAddress.phone));
  const { proof } = await issuePhoneProof(deps, phone, deps.clock.now());
  return { ...input, phoneProof: proof };
}

/**
 * {@link orderInput} with a proof of its phone ({@link withPhoneProof}): a guest's
 * cash-on-delivery order ready to place.
 *
 * @example
 * const placed = await createOrder(testContext(deps), await provenOrderInput(deps));
 */
export function provenOrderInput(
  deps: Pick<BackendDeps, 'storage' | 'ids' | 'clock'>,
  overrides: Partial<CreateOrderInput> = {},
): Promise<CreateOrderInput> {
  return withPhoneProof(deps, orderInput(overrides));
}

/**
 * Inserts a shopper and answers the caller a verified token of theirs would make.
 *
 * @example
 * const { user, caller } = await signedInUser(deps, { phone: '+919812345678' });
 */
export async function signedInUser(
  deps: BackendDeps,
  overrides: Partial<UserRecord> = {},
): Promise<{ readonly user: UserRecord; readonly caller: Caller }> {
  const user: UserRecord = {
    ...newUser(deps.ids.uuid(), STORED_PHONE, deps.clock.now()),
    firstName: 'Asha',
    lastName: 'Rao',
    ...overrides,
  };
  const { user: stored } = await deps.storage.repos.users.insert(user);
  return { user: stored, caller: { kind: 'user', userId: stored.id, phone: stored.phone } };
}
