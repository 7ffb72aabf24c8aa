import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CsvReport } from '@/lib/csv-report';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import {
  CodRemittanceReportDocument,
  ImportCodRemittancesDocument,
  type CodRemittanceReport,
} from '../api/remittances';
import { RemittancesPage } from '../components/RemittancesPage';

const none = { count: 0, expected: 0, remitted: 0, rows: [] };
const before: CodRemittanceReport = {
  overdueDays: 10,
  short: none,
  excess: none,
  overdue: {
    count: 2,
    expected: 420,
    remitted: 0,
    rows: [
      {
        awb: 'AWB2',
        orderCode: 'HAAT-2',
        expected: 300,
        remitted: 0,
        difference: -300,
        deliveredAt: '2026-07-08T06:30:00.000Z',
        references: [],
        lastRemittedOn: null,
      },
      {
        awb: 'AWB3',
        orderCode: 'HAAT-3',
        expected: 120,
        remitted: 0,
        difference: -120,
        deliveredAt: '2026-07-08T06:30:00.000Z',
        references: [],
        lastRemittedOn: null,
      },
    ],
  },
};
const after: CodRemittanceReport = {
  ...before,
  short: {
    count: 1,
    expected: 300,
    remitted: 250,
    rows: [{ ...before.overdue.rows[0]!, remitted: 250, difference: -50, references: ['CRF-881'] }],
  },
  overdue: { count: 1, expected: 120, remitted: 0, rows: [before.overdue.rows[1]!] },
};
const STATEMENT = 'AWB Code,Remitted Amount,CRF ID\nAWB2,250.00,CRF-881\n';
const report = (applied: boolean): CsvReport => ({
  applied,
  changed: 1,
  unchanged: 0,
  refused: 0,
  rows: [
    {
      row: 2,
      outcome: 'CHANGED',
      message: 'HAAT-2: ₹250 remitted under CRF-881; COD to collect ₹300.',
    },
  ],
});

describe('RemittancesPage', () => {
  it('previews a statement, applies it, and shows the short and overdue AWBs that remain', async () => {
    let applied = false;
    const sent: SeenRequest[] = [];
    server.use(
      answerAdmin(CodRemittanceReportDocument, () => ({
        data: { codRemittanceReport: applied ? after : before },
      })),
      answerAdmin(
        ImportCodRemittancesDocument,
        (variables) => {
          const { dryRun } = variables.input as { dryRun: boolean };
          applied ||= !dryRun;
          return { data: { importCodRemittancesCsv: report(!dryRun) } };
        },
        sent,
      ),
    );
    const { user } = renderScreen(<RemittancesPage />, { role: 'MANAGER' });
    expect(await screen.findByRole('heading', { name: 'Overdue: 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Short: 0' })).toBeInTheDocument();
    expect(screen.getByText('No AWB was remitted less than its COD amount.')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Remittance statement CSV' }));
    await user.paste(STATEMENT);
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(
      await screen.findByRole('cell', {
        name: 'HAAT-2: ₹250 remitted under CRF-881; COD to collect ₹300.',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply 1 change…' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply 1 change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 change' }));

    expect(await screen.findByRole('heading', { name: 'Short: 1' })).toBeInTheDocument();
    const short = screen.getByRole('table', { name: 'Short COD remittances' });
    expect(
      within(short).getByRole('row', {
        name: 'HAAT-2 AWB2 ₹300.00 ₹250.00 -₹50.00 8 Jul 2026 CRF-881',
      }),
    ).toBeInTheDocument();
    expect(within(short).getByRole('link', { name: 'HAAT-2' })).toHaveAttribute(
      'href',
      '/orders/HAAT-2',
    );
    expect(screen.getByRole('heading', { name: 'Overdue: 1' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Delivered more than 10 days ago, nothing remitted. Expected ₹120.00, remitted ₹0.00.',
      ),
    ).toBeInTheDocument();
    expect(sent.map((request) => (request.variables.input as { dryRun: boolean }).dryRun)).toEqual([
      true,
      false,
    ]);
  });

  it('shows a whole-file refusal and keeps the text', async () => {
    server.use(
      answerAdmin(CodRemittanceReportDocument, () => ({ data: { codRemittanceReport: before } })),
      answerAdmin(ImportCodRemittancesDocument, () => ({
        error: {
          code: 'BAD_USER_INPUT',
          message:
            'The first row must name the columns awb, amount, reference, order_id and remitted_on; reference is missing.',
        },
      })),
    );
    const { user } = renderScreen(<RemittancesPage />, { role: 'OWNER' });
    const box = screen.getByRole('textbox', { name: 'Remittance statement CSV' });
    await user.click(box);
    await user.paste('AWB Code,Remitted Amount\nAWB2,250\n');
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(await screen.findByText(/reference is missing\./)).toBeInTheDocument();
    expect(box).toHaveValue('AWB Code,Remitted Amount\nAWB2,250\n');
  });
});
