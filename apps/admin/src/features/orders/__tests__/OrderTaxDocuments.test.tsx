import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { captureDownloads } from '@/test/downloads';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { AdminOrderDocument } from '../api/documents';
import { OrderTaxDocumentPdfsDocument, OrderTaxDocumentsDocument } from '../api/taxDocuments';
import { OrderPage } from '../components/OrderPage';
import { order } from './fixtures';

const at = { path: '/orders/HAAT-10240', route: '/orders/:code' };

const documents = [
  {
    number: 'INV2526-00001',
    kind: 'INVOICE' as const,
    issuedAt: '2026-01-01T04:30:00.000Z',
    invoiceNumber: null,
    reason: null,
    total: 1195,
  },
  {
    number: 'CN2526-00001',
    kind: 'CREDIT_NOTE' as const,
    issuedAt: '2026-01-03T06:30:00.000Z',
    invoiceNumber: 'INV2526-00001',
    reason: 'Refund F1',
    total: 200,
  },
];

/** "%PDF-" base64-encoded: what the server's PDFs start with. */
const PDF_BASE64 = 'JVBERi0=';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the order page's invoices and credit notes", () => {
  it('lists each with its number, date and amount, and downloads its PDF', async () => {
    const asked: SeenRequest[] = [];
    server.use(
      answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: order() } })),
      answerAdmin(OrderTaxDocumentsDocument, () => ({
        data: { adminOrderTaxDocuments: documents },
      })),
      answerAdmin(
        OrderTaxDocumentPdfsDocument,
        () => ({
          data: {
            adminOrderTaxDocuments: documents.map((d) => ({
              number: d.number,
              pdfBase64: PDF_BASE64,
            })),
          },
        }),
        asked,
      ),
    );
    const downloads = captureDownloads();
    const { user } = renderScreen(<OrderPage />, { ...at, role: 'PACKER' });
    const section = await screen.findByRole('region', { name: 'Invoices and credit notes' });
    const rows = await within(section).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'INV2526-00001Tax invoice1 Jan 2026, 10:00 am₹1,195.00Download PDF',
      'CN2526-00001Credit note against INV2526-00001 · Refund F13 Jan 2026, 12:00 pm₹200.00Download PDF',
    ]);
    expect(asked).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Download PDF of CN2526-00001' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toEqual([
      { operationName: 'OrderTaxDocumentPdfs', variables: { orderId: 'o-10240' } },
    ]);
    expect(downloads[0]?.filename).toBe('CN2526-00001.pdf');
    expect(downloads[0]?.blob.type).toBe('application/pdf');
    expect(await downloads[0]?.blob.text()).toBe('%PDF-');
  });

  it('says when the order has no invoice yet, and when the server prints no PDFs', async () => {
    server.use(
      answerAdmin(OrderTaxDocumentsDocument, (variables) => ({
        data: { adminOrderTaxDocuments: variables['orderId'] === 'o-10240' ? documents : [] },
      })),
      answerAdmin(OrderTaxDocumentPdfsDocument, () => ({
        data: {
          adminOrderTaxDocuments: documents.map((d) => ({ number: d.number, pdfBase64: null })),
        },
      })),
    );
    server.use(
      answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: order({ id: 'o-new' }) } })),
    );
    const first = renderScreen(<OrderPage />, at);
    expect(
      await screen.findByText(
        'No invoice yet: each shipment gets its tax invoice when it is dispatched.',
      ),
    ).toBeInTheDocument();
    first.unmount();
    server.use(answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: order() } })));
    const { user } = renderScreen(<OrderPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Download PDF of INV2526-00001' }));
    expect(
      await screen.findByText('This server prints no PDFs: download the invoice from the server.'),
    ).toBeInTheDocument();
  });
});
