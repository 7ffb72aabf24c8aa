import {
  issueInvoice,
  taxDocumentsPdf,
  type ShopCatalogue,
  type TaxDocumentRecord,
} from '@haat/storefront-backend';
import { createMemoryStorage } from '@haat/storefront-backend/memory';
import { taxedOrder, taxedShop } from '@haat/storefront-backend/testing';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { documentFont } from '../document-font.js';

/** Three orders invoiced at dispatch, to three states. */
async function invoices(): Promise<TaxDocumentRecord[]> {
  const storage = createMemoryStorage<ShopCatalogue>({ seed: taxedShop() });
  const deps = {
    clock: { now: () => Date.UTC(2026, 0, 5) },
    ids: { uuid: () => crypto.randomUUID() },
  };
  const issued: TaxDocumentRecord[] = [];
  for (const [index, state] of ['KA', 'Maharashtra', 'Kerala'].entries()) {
    const order = { ...taxedOrder(state), id: `order-${index}`, code: `HAAT-${10234 + index}` };
    await storage.repos.orders.insert(order, []);
    const outcome = await issueInvoice(storage.repos, deps, {
      orderId: order.id,
      shipmentId: 'S1',
    });
    if (outcome.status !== 'issued') throw new Error(JSON.stringify(outcome));
    issued.push(outcome.document);
  }
  return issued;
}

describe('taxDocumentsPdf (the console’s bulk print of a month’s invoices)', () => {
  it('prints every invoice on its own page of one PDF, in the order given', async () => {
    const documents = await invoices();
    const bytes = await taxDocumentsPdf(documents, await documentFont()(), 'Tax invoices 2026-01');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getTitle()).toBe('Tax invoices 2026-01');
    expect(pdf.getPages().map((page) => page.getSize())).toEqual(
      Array(3).fill({ width: 595.28, height: 841.89 }),
    );
  });
});
