import { CART_NOTICES } from '@haat/commerce-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents, address, orderInput, SERUM } from '@haat/storefront-backend/contract';
import type { Database } from '../src/storage/database.js';
import {
  CONTRACT_API_KEY,
  startContractServer,
  type ContractServer,
} from './contract/contract-server.js';
import { freshPgliteDatabase } from './support/pglite.js';

/**
 * Issue 14, item 4: anonymous public catalogue reads are answered from memory until stock
 * changes. The whole server on PGlite (as `pnpm serve` wires it). A write made behind the
 * server's back (straight into the database) shows whether an answer was kept: a kept answer
 * does not see it, a computed one does.
 */

const SERUM_KEY = `${SERUM.id}:${SERUM.single30}`;
const STOCK_QUERY = `query serumStock($id: ID!) { getProduct(id: $id) { id variants(limit: 10) { id inventory } } }`;

let database: Database;
let server: ContractServer;

beforeAll(async () => {
  database = await freshPgliteDatabase();
  server = await startContractServer(database);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.reset();
});

interface Answer {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly { readonly message: string }[];
}

async function post(
  query: string,
  variables: Record<string, unknown>,
  token: string | null = null,
): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : { 'x-api-key': CONTRACT_API_KEY }),
    },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

/** The serum's 30 ml stock as a product answer reports it. */
function serumStockIn(answer: Answer): number | null | undefined {
  const product = answer.data?.['getProduct'] as
    { variants: { id: string; inventory: number | null }[] } | undefined;
  return product?.variants.find((variant) => variant.id === SERUM.single30)?.inventory;
}

const serumStock = async (token: string | null = null) =>
  serumStockIn(await post(STOCK_QUERY, { id: SERUM.id }, token));

/** Sets the serum's stock straight in the database: the server is not told. */
async function setBehindTheServersBack(onHand: number): Promise<void> {
  await database.db.execute(
    sql`update stock set on_hand = ${onHand}, reserved = 0 where key = ${SERUM_KEY}`,
  );
}

const orderOneSerum = async () =>
  post(documents.CreateOrder, {
    input: orderInput({
      products: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 1, source: 'CART' }],
      shippingAddress: address(),
      phoneProof: await server.target.phoneProofFor('+919876543210'),
    }),
  });

describe('answers kept for anonymous public catalogue reads', () => {
  it('keeps a product answer, and answers the new stock once an order took the last unit', async () => {
    await setBehindTheServersBack(2);
    expect(await serumStock()).toBe(2);
    await setBehindTheServersBack(1);
    expect(await serumStock()).toBe(2); // kept: the write above did not go through the server

    const placed = await orderOneSerum();
    expect(placed.errors).toBeUndefined();
    expect(await serumStock()).toBe(0);

    const refused = await orderOneSerum();
    expect(refused.errors?.[0]?.message).toBe(CART_NOTICES.ITEMS_UNAVAILABLE);
  });

  it('never keeps a signed-in read', async () => {
    const token = await server.tokenFor('+919876500123');
    await setBehindTheServersBack(2);
    expect(await serumStock(token)).toBe(2);
    await setBehindTheServersBack(1);
    expect(await serumStock(token)).toBe(1);
  });

  it('never keeps a mutation', async () => {
    const check = async () => {
      const answer = await post(documents.CheckInventory, {
        input: {
          storeId: 'haat-skincare',
          items: [{ recordKey: 'a', productId: SERUM.id, variantId: SERUM.single30 }],
        },
      });
      const items = (answer.data?.['checkInventory'] as { items: { inventory: number }[] }).items;
      return items[0]?.inventory;
    };
    await setBehindTheServersBack(2);
    expect(await check()).toBe(2);
    await setBehindTheServersBack(1);
    expect(await check()).toBe(1);
  });

  it('never keeps an answer with errors', async () => {
    const query = `query withError($id: ID!) { getProduct(id: $id) { id variants(limit: 10) { id inventory } } getStore(id: "no-such-store") { id } }`;
    await setBehindTheServersBack(2);
    const first = await post(query, { id: SERUM.id });
    expect(first.errors?.[0]?.message).toBe('Store not found');
    expect(serumStockIn(first)).toBe(2);
    await setBehindTheServersBack(1);
    expect(serumStockIn(await post(query, { id: SERUM.id }))).toBe(1);
  });

  it('drops every kept answer when the shop is reseeded', async () => {
    const seeded = await serumStock();
    expect(seeded).not.toBe(3);
    await server.reset();
    await setBehindTheServersBack(3);
    expect(await serumStock()).toBe(3);
  });
});
