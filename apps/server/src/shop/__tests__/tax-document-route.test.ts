import { hashAccessKey, issueInvoice, type ShopCatalogue } from '@haat/storefront-backend';
import { createMemoryStorage } from '@haat/storefront-backend/memory';
import { taxedOrder, taxedShop } from '@haat/storefront-backend/testing';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sharedSigningKey, storefrontConfig, TEST_API_KEY } from '../../../test/harness.js';
import { documentFont } from '../document-font.js';
import { createStorefront } from '../storefront.js';

const ACCESS_KEY = 'k'.repeat(64);

/** The storefront over a GST-registered shop holding a guest order invoiced at dispatch. */
async function invoicedGuestOrder() {
  const storage = createMemoryStorage<ShopCatalogue>({ seed: taxedShop() });
  const storefront = createStorefront(storefrontConfig({}), storage, await sharedSigningKey(), {
    print: () => undefined,
  });
  const order = {
    ...taxedOrder('Maharashtra'),
    userId: null,
    guestSecretHash: await hashAccessKey(ACCESS_KEY),
  };
  await storage.repos.orders.insert(order, []);
  const issued = await issueInvoice(storage.repos, storefront.deps, {
    orderId: order.id,
    shipmentId: 'S1',
  });
  expect(issued.status).toBe('issued');
  const ask = (headers: Record<string, string>, orderId = order.id) =>
    storefront.backend.taxDocument({ orderId, number: null, headers: new Headers(headers) });
  return { order, ask };
}

describe('GET /orders/:orderId/invoice.pdf', () => {
  it("answers the guest order's invoice as a PDF to the browser holding its access key", async () => {
    const { ask } = await invoicedGuestOrder();
    const answer = await ask({ 'x-api-key': TEST_API_KEY, 'x-order-access-key': ACCESS_KEY });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(
        /^attachment; filename="INV\d{4}-00001\.pdf"$/,
      ) as unknown,
    });
    if (!(answer.body instanceof Uint8Array)) throw new Error('No PDF bytes');
    const pdf = await PDFDocument.load(answer.body);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toMatch(/^Tax invoice INV\d{4}-00001$/);
    expect(pdf.getSubject()).toBe('Order HAAT-10234');
  });

  it('prints in a font that has the ₹ sign', async () => {
    const font = await documentFont()();
    expect(fontkit.create(font).hasGlyphForCodePoint(0x20b9)).toBe(true);
  });

  it('answers 404 to anyone else and for an unknown order, 401 without credentials', async () => {
    const { ask } = await invoicedGuestOrder();
    const notFound = { status: 404, body: 'Not found' };
    expect(await ask({ 'x-api-key': TEST_API_KEY })).toMatchObject(notFound);
    expect(
      await ask({ 'x-api-key': TEST_API_KEY, 'x-order-access-key': 'x'.repeat(64) }),
    ).toMatchObject(notFound);
    expect(
      await ask({ 'x-api-key': TEST_API_KEY, 'x-order-access-key': ACCESS_KEY }, 'order-9'),
    ).toMatchObject(notFound);
    expect(await ask({ 'x-order-access-key': ACCESS_KEY })).toMatchObject({ status: 401 });
  });
});
