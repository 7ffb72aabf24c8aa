import { issueInvoice, taxDocumentPdf, type ShopCatalogue } from '@haat/storefront-backend';
import { createMemoryStorage } from '@haat/storefront-backend/memory';
import { taxedOrder, taxedShop } from '@haat/storefront-backend/testing';
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../node.js';
import { TEST_CONFIG } from './mock-server.js';

describe("the mock host's PDF font", () => {
  it('prints a tax invoice as the server does (DejaVu Sans Mono, read once)', async () => {
    const host = createMockServer(TEST_CONFIG).backend;
    const font = host.deps.documentFont;
    if (!font) throw new Error('The mock host has no PDF font');
    expect(await font()).toBe(await font());
    const storage = createMemoryStorage<ShopCatalogue>({ seed: taxedShop() });
    const order = taxedOrder('KA');
    await storage.repos.orders.insert(order, []);
    const deps = { clock: { now: () => Date.UTC(2026, 0, 5) }, ids: { uuid: () => 'doc-1' } };
    const issued = await issueInvoice(storage.repos, deps, { orderId: order.id, shipmentId: 'S1' });
    if (issued.status !== 'issued') throw new Error(JSON.stringify(issued));
    const pdf = await taxDocumentPdf(issued.document, await font());
    // pdf-lib refuses bytes that are not a TrueType font; these drew the invoice.
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');
  });
});
