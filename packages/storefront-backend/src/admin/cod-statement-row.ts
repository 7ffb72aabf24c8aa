import { asPaise, toPaise } from '@haat/commerce-core';
import type { CsvImportRow } from '../csv/import-report.js';
import type { CsvColumns, CsvRecord } from '../csv/read-csv-table.js';
import type { CodRemittanceLine } from '../ports/storage/cod-remittances.js';
import { rupeesCell } from './product-csv-row.js';

/**
 * The columns read from a courier aggregator's COD remittance statement, as Shiprocket's
 * remittance export names them (its support pages: AWB, the amount remitted, the CRF id of the
 * remittance and the bank's UTR, the remittance date) and common variants, matched without case;
 * the file's other columns (courier, customer, charges…) are ignored. The amount read is the
 * cash remitted for the AWB, preferred over the COD amount collected when both are there.
 *
 * @example
 * readCsvTable(content, COD_STATEMENT_COLUMNS, COD_STATEMENT_MAX_ROWS);
 */
export const COD_STATEMENT_COLUMNS: CsvColumns = {
  required: ['awb', 'amount', 'reference'],
  optional: ['order_id', 'remitted_on'],
  ignoreOthers: true,
  aliases: {
    awb: ['awb code', 'awb no', 'awb no.', 'awb number', 'awb_code', 'airway bill', 'tracking id'],
    amount: [
      'cod amount remitted',
      'remitted amount',
      'remittance amount',
      'amount remitted',
      'cod remitted',
      'cod amount',
      'cod_amount',
    ],
    reference: [
      'crf id',
      'crf_id',
      'crf',
      'utr',
      'utr no',
      'utr no.',
      'utr number',
      'remittance id',
    ],
    order_id: ['order id', 'channel order id', 'order no', 'order number'],
    remitted_on: ['remittance date', 'remitted date', 'remitted on', 'date'],
  },
};

/**
 * The most data rows one statement may have (a month of a busy shop's COD deliveries; the file is
 * one transaction).
 *
 * @example
 * records.length <= COD_STATEMENT_MAX_ROWS;
 */
export const COD_STATEMENT_MAX_ROWS = 10_000;

/**
 * A statement row whose cells read: its line, and the order id it names (null when none).
 *
 * @example
 * const row: StatementRow = { row: 2, line, orderId: 'HAAT-10234' };
 */
export interface StatementRow {
  readonly row: number;
  readonly line: CodRemittanceLine;
  readonly orderId: string | null;
}

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** A date cell as YYYY-MM-DD (2026-07-15, 15-07-2026, 15/07/2026, 15 Jul 2026; a time after it is dropped), else null. */
function dayOf(cell: string): string | null {
  const date = cell.split(/[ T](?=\d{1,2}:)/)[0]?.trim() ?? '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const indian = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(date);
  const named = /^(\d{1,2})[- ]([A-Za-z]{3})[A-Za-z]*[- ,]+(\d{4})$/.exec(date);
  const month = named ? MONTHS.indexOf((named[2] ?? '').toLowerCase()) + 1 : 0;
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : indian
      ? [indian[3], indian[2], indian[1]]
      : named && month > 0
        ? [named[3], String(month), named[1]]
        : [];
  if (!y || !m || !d) return null;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

/**
 * Each statement record as a line, or its refusal naming the row's column as the file's header
 * writes it: an empty AWB or reference, an amount that is not rupees with at most 2 decimals or
 * is 0, a date that is not one, or an (AWB, reference) already on an earlier row.
 *
 * @example
 * statementRows(records, { awb: 'AWB Code', amount: 'COD Amount Remitted', reference: 'CRF ID' });
 * // [{ row: 2, line: { awb: '1234', amount: 59800, reference: 'CRF-1', remittedOn: null }, orderId: null }]
 */
export function statementRows(
  records: readonly CsvRecord[],
  headers: Readonly<Record<string, string>>,
): (StatementRow | CsvImportRow)[] {
  const firstRow = new Map<string, number>();
  const named = (column: string) => headers[column] ?? column;
  return records.map(({ row, cells, problem }): StatementRow | CsvImportRow => {
    const refuse = (message: string): CsvImportRow => ({ row, outcome: 'REFUSED', message });
    if (problem) return refuse(problem);
    const cell = (column: string) => cells[column] ?? '';
    const empty = ['awb', 'amount', 'reference'].find((column) => cell(column) === '');
    if (empty) return refuse(`${named(empty)} is empty.`);
    const rupees = rupeesCell(named('amount'), cell('amount'));
    if (typeof rupees === 'string') return refuse(rupees);
    if (!rupees) return refuse(`${named('amount')} must be more than 0 (not "${cell('amount')}").`);
    const remittedOn = cell('remitted_on') === '' ? null : dayOf(cell('remitted_on'));
    if (remittedOn === null && cell('remitted_on') !== '') {
      return refuse(
        `${named('remitted_on')} must be a date, e.g. 2026-07-15 or 15-07-2026 (not "${cell('remitted_on')}").`,
      );
    }
    const awb = cell('awb');
    const reference = cell('reference');
    const key = JSON.stringify([awb, reference]);
    const seen = firstRow.get(key);
    if (seen !== undefined) {
      return refuse(`AWB ${awb} with ${named('reference')} ${reference} is also on row ${seen}.`);
    }
    firstRow.set(key, row);
    return {
      row,
      line: { awb, amount: asPaise(toPaise(rupees)), reference, remittedOn },
      orderId: cell('order_id') || null,
    };
  });
}
