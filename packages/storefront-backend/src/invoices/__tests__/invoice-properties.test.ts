import { asPaise } from '@haat/commerce-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaxDocumentRecord } from '../../ports/storage/tax-documents.js';
import { issueCreditNote } from '../credit-note.js';
import { issueInvoice } from '../issue-invoice.js';
import { backendWith, taxedOrder, taxedShop } from './invoice-fixtures.js';

/** An order of up to two taxed products, with any coupon, charges and rewards it can carry. */
const orders = fc
  .record({
    lines: fc.array(
      fc.record({
        price: fc.integer({ min: 1, max: 5_000_000 }),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    couponShare: fc.integer({ min: 0, max: 100 }),
    rewardShare: fc.integer({ min: 0, max: 100 }),
    shipping: fc.integer({ min: 0, max: 20_000 }),
    codCharges: fc.integer({ min: 0, max: 10_000 }),
    paymentType: fc.constantFrom('COD' as const, 'PREPAID' as const),
    state: fc.constantFrom('KA', 'Maharashtra', 'TS'),
  })
  .map(({ lines, couponShare, rewardShare, state, ...rest }) => {
    const items = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const couponDiscount = Math.floor((items * couponShare) / 100);
    const rewards = Math.floor(((items - couponDiscount) * rewardShare) / 200);
    return { state, shape: { lines, couponDiscount, rewards, ...rest } };
  });

/** Every line's parts add up to its value, CGST = SGST, and the totals are the lines' sums. */
function expectExact(document: TaxDocumentRecord) {
  for (const line of document.lines) {
    expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.value);
    expect(line.cgst).toBe(line.sgst);
    expect(document.supply === 'INTRA_STATE' ? line.igst : line.cgst).toBe(0);
  }
  const sum = (pick: (line: TaxDocumentRecord['lines'][number]) => number) =>
    document.lines.reduce((total, line) => total + pick(line), 0);
  expect(document.totals).toEqual({
    value: sum((l) => l.value),
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
  });
}

describe('tax documents, for any order', () => {
  it('invoice what the shopper pays to the paisa, and credit it back at most once in all', async () => {
    await fc.assert(
      fc.asyncProperty(
        orders,
        fc.array(fc.integer({ min: 1, max: 3_000_000 }), { maxLength: 4 }),
        async ({ state, shape }, refunds) => {
          const order = taxedOrder(state, shape);
          const backend = await backendWith(taxedShop(), order);
          const { repos } = backend.storage;
          const invoice = await issueInvoice(repos, backend.deps, {
            orderId: order.id,
            shipmentId: 'S1',
          });
          if (invoice.status !== 'issued') throw new Error(JSON.stringify(invoice));
          const billed = invoice.document.totals.value;
          // Redeemed rewards pay like money: the goods' value includes them.
          expect(billed).toBe(order.amounts.total + order.amounts.rewardsApplied);
          expect(invoice.document.supply).toBe(state === 'KA' ? 'INTRA_STATE' : 'INTER_STATE');
          expectExact(invoice.document);
          let credited = 0;
          for (const [index, amount] of refunds.entries()) {
            const note = await issueCreditNote(repos, backend.deps, {
              orderId: order.id,
              subject: `F${index + 1}`,
              credit: { kind: 'amount', amount: asPaise(amount) },
              reason: `Refund F${index + 1}`,
            });
            if (amount <= billed - credited) {
              if (note.status !== 'issued') throw new Error(JSON.stringify(note));
              expect(note.document.totals.value).toBe(amount);
              expectExact(note.document);
              credited += amount;
            } else {
              expect(note.status).toBe('refused');
            }
          }
          const rto = await issueCreditNote(repos, backend.deps, {
            orderId: order.id,
            subject: 'RTO-S1',
            credit: { kind: 'invoice' },
            reason: 'Return to origin of S1',
          });
          if (credited === billed) {
            expect(rto.status).toBe('refused');
          } else {
            if (rto.status !== 'issued') throw new Error(JSON.stringify(rto));
            expect(rto.document.totals.value).toBe(billed - credited);
            expectExact(rto.document);
          }
          const notes = (await repos.taxDocuments.byOrder(order.id)).filter(
            (document) => document.kind === 'CREDIT_NOTE',
          );
          expect(notes.map((note) => note.number)).toEqual(
            notes.map((_, index) => `CN2526-${String(index + 1).padStart(5, '0')}`),
          );
          expect(notes.reduce((sum, note) => sum + note.totals.value, 0)).toBe(billed);
        },
      ),
      { numRuns: 60 },
    );
  });
});
