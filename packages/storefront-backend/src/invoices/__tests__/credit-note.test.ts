import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../credit-note.js';
import { taxDocumentText } from '../document-text.js';
import { issueInvoice } from '../issue-invoice.js';
import { backendWith, taxedOrder, taxedShop } from './invoice-fixtures.js';

/** Order HAAT-10234 (₹1,195, Karnataka to Karnataka) invoiced as shipment S1. */
async function invoicedOrder() {
  const order = taxedOrder('KA');
  const backend = await backendWith(taxedShop(), order);
  const invoice = await issueInvoice(backend.storage.repos, backend.deps, {
    orderId: order.id,
    shipmentId: 'S1',
  });
  if (invoice.status !== 'issued') throw new Error('Not invoiced');
  const credit = (subject: string, amount: number | null, reason: string) =>
    issueCreditNote(backend.storage.repos, backend.deps, {
      orderId: order.id,
      subject,
      credit: amount === null ? { kind: 'invoice' } : { kind: 'amount', amount: asPaise(amount) },
      reason,
    });
  return { backend, order, invoice: invoice.document, credit };
}

// Worked by hand: ₹200 over the invoice's lines by value (91,462, 18,238, 4,900, 4,900 of
// 1,19,500): 15,307.44, 3,052.38, 820.08, 820.08 → the paisa left to the serum (15,308).
// Serum at 18 %: 15,308 × 9 / 118 = 1,167.56 → 1,168 each of CGST and SGST, taxable 12,972.
// Soap at 12 %: 3,052 × 6 / 112 = 163.5 → 164 (half up), taxable 2,724. Each charge at 18 %:
// 820 × 9 / 118 = 62.54 → 63, taxable 694.
describe('issueCreditNote', () => {
  it('credits a refund over the invoice lines, split at each line’s rate, in its own series', async () => {
    const { credit } = await invoicedOrder();
    const outcome = await credit('F1', 20000, 'Refund F1');
    if (outcome.status !== 'issued') throw new Error(`Not issued: ${JSON.stringify(outcome)}`);
    expect(taxDocumentText(outcome.document)).toEqual([
      'CREDIT NOTE',
      'Credit note number: CN2526-00001',
      'Credit note date: 01-01-2026',
      'Against invoice: INV2526-00001',
      'Reason: Refund F1',
      'Order: HAAT-10234',
      'Supplier: Haat Skincare Pvt Ltd',
      'Address: 4 Residency Road, Bengaluru 560025',
      expect.stringMatching(/^GSTIN: 29AAPFU0939F1Z.$/),
      'State: Karnataka, code 29',
      'Recipient: Asha Rao',
      'Delivery address: 12 MG Road, Bengaluru 560001',
      'State: Karnataka, code 29',
      'Place of supply: Karnataka, code 29',
      'Reverse charge: No',
      '#   Description                  HSN/SAC   Qty      Taxable  Rate       CGST       SGST        Value',
      '1   Vitamin C Serum              330499      -       129.72   18%      11.68      11.68       153.08',
      '2   Neem Soap                    340111      -        27.24   12%       1.64       1.64        30.52',
      '3   Shipping charges             9968        -         6.94   18%       0.63       0.63         8.20',
      '4   Cash on delivery charges     9968        -         6.94   18%       0.63       0.63         8.20',
      'Taxable value: 170.84',
      'CGST: 14.58',
      'SGST: 14.58',
      'Credit total (tax included): 200.00',
      'Amounts in Indian rupees (₹, INR). This is a computer-generated document.',
    ]);
  });

  it('credits what is left of the invoice on a return to origin, then nothing more', async () => {
    const { credit, invoice } = await invoicedOrder();
    await credit('F1', 20000, 'Refund F1');
    const rto = await credit('RTO-S1', null, 'Return to origin of S1');
    if (rto.status !== 'issued') throw new Error(`Not issued: ${JSON.stringify(rto)}`);
    expect(rto.document.number).toBe('CN2526-00002');
    expect(rto.document.lines.map((line) => [line.description, line.quantity, line.value])).toEqual(
      [
        ['Vitamin C Serum', 0, 76154],
        ['Neem Soap', 0, 15186],
        ['Shipping charges', 0, 4080],
        ['Cash on delivery charges', 0, 4080],
      ],
    );
    expect(rto.document.totals.value).toBe(invoice.totals.value - 20000);
    expect(await credit('F2', 100, 'Refund F2')).toEqual({
      status: 'refused',
      message: 'Invoice INV2526-00001 is already fully credited.',
    });
  });

  it('refuses a credit beyond what is left, using no number', async () => {
    const { backend, order, credit } = await invoicedOrder();
    expect(await credit('F1', 119501, 'Refund F1')).toEqual({
      status: 'refused',
      message:
        'A credit of ₹1,195.01 is more than the ₹1,195 left to credit on invoice INV2526-00001.',
    });
    expect(await backend.storage.repos.taxDocuments.byOrder(order.id)).toHaveLength(1);
  });

  it('credits a whole untouched invoice line by line, quantities kept', async () => {
    const { credit, invoice } = await invoicedOrder();
    const rto = await credit('RTO-S1', null, 'Return to origin of S1');
    if (rto.status !== 'issued') throw new Error('Not issued');
    expect(rto.document.lines).toEqual(invoice.lines);
    expect(rto.document.totals).toEqual({
      value: invoice.totals.value,
      taxable: invoice.totals.taxable,
      cgst: invoice.totals.cgst,
      sgst: invoice.totals.sgst,
      igst: invoice.totals.igst,
    });
  });

  it('answers the first credit note when asked again for the same refund', async () => {
    const { credit } = await invoicedOrder();
    const first = await credit('F1', 20000, 'Refund F1');
    if (first.status !== 'issued') throw new Error('Not issued');
    expect(await credit('F1', 20000, 'Refund F1')).toEqual({
      status: 'exists',
      document: first.document,
    });
  });

  it('has nothing to credit on an order never invoiced', async () => {
    const order = taxedOrder('KA');
    const backend = await backendWith(taxedShop(), order);
    expect(
      await issueCreditNote(backend.storage.repos, backend.deps, {
        orderId: order.id,
        subject: 'F1',
        credit: { kind: 'amount', amount: asPaise(20000) },
        reason: 'Refund F1',
      }),
    ).toEqual({ status: 'no-invoice' });
    expect(await backend.storage.repos.taxDocuments.byOrder(order.id)).toEqual([]);
  });
});
