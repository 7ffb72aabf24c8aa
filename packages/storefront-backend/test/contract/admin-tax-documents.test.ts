import { describe, expect, it } from 'vitest';
import { useContractTarget } from './harness.js';
import { postAdmin as admin, staffTokenOf } from './admin-client.js';

const { tokenFor } = useContractTarget();

const OWNER = '+919800000091';
const SUPPORT = '+919800000092';
const PACKER = '+919800000093';
const SHOPPER = '9800000094';
/** A month before the hosts' clock starts: no tax documents in it. */
const MONTH = '2026-01';

const B2CL = `query B2cl($month: String!) {
  exportGstr1B2clCsv(month: $month) { filename contentType content rows } }`;
const PRINT = `query Print($month: String!, $from: Int) {
  printMonthInvoices(month: $month, from: $from) { filename invoices total pdfBase64 } }`;

const refusal = (permission: string, role: string) => [
  {
    message: `Your role (${role}) cannot do this: it needs ${permission}.`,
    extensions: { code: 'FORBIDDEN' },
  },
];

describe('admin API: GSTR-1 B2CL export and bulk printing of invoices', () => {
  it('exports B2CL to roles that may export, prints invoices to roles that may read orders', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const support = await staffTokenOf(tokenFor, SUPPORT, 'support');
    const packer = await staffTokenOf(tokenFor, PACKER, 'packer');
    expect(await admin(owner, B2CL, { month: MONTH })).toMatchObject({
      data: {
        exportGstr1B2clCsv: {
          filename: `gstr1-b2cl-${MONTH}.csv`,
          contentType: 'text/csv; charset=utf-8',
          content:
            '\uFEFFInvoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n',
          rows: 0,
        },
      },
    });
    expect((await admin(support, B2CL, { month: MONTH })).errors).toMatchObject(
      refusal('ORDERS_EXPORT', 'support'),
    );
    expect((await admin(packer, PRINT, { month: MONTH })).data).toEqual({
      printMonthInvoices: {
        filename: `invoices-${MONTH}.pdf`,
        invoices: 0,
        total: 0,
        pdfBase64: null,
      },
    });
    expect((await admin(packer, PRINT, { month: MONTH, from: 10_001 })).errors).toMatchObject([
      { extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('refuses a shopper (FORBIDDEN) and an anonymous caller (401) both', async () => {
    const shopper = await tokenFor(SHOPPER);
    for (const query of [B2CL, PRINT]) {
      expect((await admin(shopper, query, { month: MONTH })).errors).toMatchObject([
        { message: 'You are not staff of this shop.', extensions: { code: 'FORBIDDEN' } },
      ]);
      expect(await admin(null, query, { month: MONTH })).toMatchObject({ status: 401 });
    }
  });
});
