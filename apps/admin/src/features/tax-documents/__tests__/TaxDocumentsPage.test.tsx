import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { captureDownloads } from '@/test/downloads';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import {
  ExportB2clDocument,
  ExportB2csDocument,
  PrintMonthInvoicesDocument,
} from '../api/taxDocuments';
import { TaxDocumentsPage } from '../components/TaxDocumentsPage';

const at = { path: '/tax-documents', route: '/tax-documents' };

const B2CL_CSV =
  '\uFEFFInvoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n' +
  'INV2526-00001,01-Jan-2026,110000.00,27-Maharashtra,,18,84745.76,0.00,\r\n';

/** Picks a month in the month field (a native month input: typed as the browser sets it). */
function pickMonth(month: string) {
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: month } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TaxDocumentsPage', () => {
  it("downloads a month's GSTR-1 B2CS and B2CL tables as CSV", async () => {
    const asked: SeenRequest[] = [];
    const file = (filename: string, content: string, rows: number) => ({
      filename,
      contentType: 'text/csv; charset=utf-8',
      content,
      rows,
    });
    server.use(
      answerAdmin(
        ExportB2clDocument,
        () => ({ data: { exportGstr1B2clCsv: file('gstr1-b2cl-2026-01.csv', B2CL_CSV, 1) } }),
        asked,
      ),
      answerAdmin(
        ExportB2csDocument,
        () => ({ data: { exportGstr1B2csCsv: file('gstr1-b2cs-2026-01.csv', 'x', 4) } }),
        asked,
      ),
    );
    const downloads = captureDownloads();
    const { user } = renderScreen(<TaxDocumentsPage />, at);
    expect(screen.getByRole('heading', { level: 1, name: 'Tax documents' })).toBeInTheDocument();
    pickMonth('2026-01');
    expect(screen.getByRole('heading', { name: 'GSTR-1 for January 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download B2CL CSV' }));
    expect(
      await screen.findByText('1 rows exported to gstr1-b2cl-2026-01.csv'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download B2CS CSV' }));
    expect(
      await screen.findByText('4 rows exported to gstr1-b2cs-2026-01.csv'),
    ).toBeInTheDocument();
    expect(asked).toEqual([
      { operationName: 'ExportGstr1B2cl', variables: { month: '2026-01' } },
      { operationName: 'ExportGstr1B2cs', variables: { month: '2026-01' } },
    ]);
    expect(downloads.map((d) => d.filename)).toEqual([
      'gstr1-b2cl-2026-01.csv',
      'gstr1-b2cs-2026-01.csv',
    ]);
    // Blob.text() decodes UTF-8 and drops the byte order mark; the bytes keep it.
    const bytes = new Uint8Array((await downloads[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await downloads[0]?.blob.text()).toBe(B2CL_CSV.slice(1));
  });

  it("prints a month's invoices 200 at a time, offering the next part, and says when there are none", async () => {
    const asked: SeenRequest[] = [];
    server.use(
      answerAdmin(
        PrintMonthInvoicesDocument,
        (variables) => {
          const from = Number(variables['from']);
          const month = String(variables['month']);
          const total = month === '2026-01' ? 250 : 0;
          const invoices = Math.max(0, Math.min(200, total - from));
          return {
            data: {
              printMonthInvoices: {
                filename:
                  from === 0 ? `invoices-${month}.pdf` : `invoices-${month}-from-${from + 1}.pdf`,
                invoices,
                total,
                pdfBase64: invoices > 0 ? 'JVBERi0=' : null,
              },
            },
          };
        },
        asked,
      ),
    );
    const downloads = captureDownloads();
    const { user } = renderScreen(<TaxDocumentsPage />, { ...at, role: 'PACKER' });
    pickMonth('2026-01');
    expect(screen.queryByRole('button', { name: 'Download B2CS CSV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Print January 2026's invoices" }));
    expect(
      await screen.findByText('Invoices 1–200 of 250 in invoices-2026-01.pdf'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print invoices 201–250' }));
    expect(
      await screen.findByText('Invoices 201–250 of 250 in invoices-2026-01-from-201.pdf'),
    ).toBeInTheDocument();
    expect(downloads.map((d) => [d.filename, d.blob.type])).toEqual([
      ['invoices-2026-01.pdf', 'application/pdf'],
      ['invoices-2026-01-from-201.pdf', 'application/pdf'],
    ]);
    expect(asked.map((r) => r.variables)).toEqual([
      { month: '2026-01', from: 0 },
      { month: '2026-01', from: 200 },
    ]);
    pickMonth('2025-12');
    await user.click(screen.getByRole('button', { name: "Print December 2025's invoices" }));
    expect(await screen.findByText('No invoices were issued in December 2025.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('asks for a month when the field is emptied', () => {
    renderScreen(<TaxDocumentsPage />, at);
    pickMonth('');
    expect(screen.getByLabelText('Month')).toHaveAccessibleDescription('Pick a month.');
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
  });
});
