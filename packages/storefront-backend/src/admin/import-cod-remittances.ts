import { fromPaise, messageAmount, type Paise } from '@haat/commerce-core';
import {
  runCsvImport,
  type CsvImportOutcome,
  type CsvImportRequest,
  type CsvImportRow,
} from '../csv/import-report.js';
import type { BackendDeps } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { AuditActor } from '../ports/storage/audit.js';
import type { CodExpectation } from '../ports/storage/cod-remittances.js';
import type { CourierBookingRecord } from '../ports/storage/courier-bookings.js';
import {
  COD_STATEMENT_COLUMNS,
  COD_STATEMENT_MAX_ROWS,
  statementRows,
  type StatementRow,
} from './cod-statement-row.js';

const rupees = (paise: Paise): string => `₹${messageAmount(fromPaise(paise))}`;

/**
 * The shipment an AWB is, as the shop knows it: its delivered COD cash when expected (the
 * delivery recorded it), else its courier booking (booked, not delivered yet, or prepaid); null
 * when the AWB is none of the shop's shipments.
 */
function shipmentOf(
  awb: string,
  expected: ReadonlyMap<string, CodExpectation>,
  booking: CourierBookingRecord | null,
): { code: string; shipmentId: string; due: Paise } | null {
  const expectation = expected.get(awb);
  if (expectation) {
    const { orderCode: code, shipmentId, amount: due } = expectation;
    return { code, shipmentId, due };
  }
  if (!booking) return null;
  // A booking's channel order id is `<order code>-<shipment id>`.
  const code = booking.channelOrderId.slice(0, -(booking.shipmentId.length + 1));
  return { code, shipmentId: booking.shipmentId, due: booking.codAmount };
}

/** Records each row's line in the caller's transaction, matched to the shipment with its AWB. */
async function recordAll(
  repos: Repositories,
  at: number,
  rows: readonly StatementRow[],
): Promise<{ outcomes: CsvImportRow[]; applied: StatementRow[] }> {
  const outcomes: CsvImportRow[] = [];
  const recorded: StatementRow[] = [];
  const expected = new Map(
    (await repos.codRemittances.expected(rows.map((row) => row.line.awb))).map((e) => [e.awb, e]),
  );
  for (const row of rows) {
    const { awb, amount, reference } = row.line;
    const refuse = (message: string) =>
      outcomes.push({ row: row.row, outcome: 'REFUSED', message });
    const booking = expected.has(awb) ? null : await repos.courierBookings.byAwb(awb);
    const shipment = shipmentOf(awb, expected, booking);
    if (!shipment) {
      refuse(`AWB ${awb} is not one of the shop's shipments.`);
      continue;
    }
    const { code } = shipment;
    const channelOrderId = `${code}-${shipment.shipmentId}`;
    if (row.orderId !== null && row.orderId !== code && row.orderId !== channelOrderId) {
      refuse(`Order ID ${row.orderId} is not the order of AWB ${awb} (${code}).`);
      continue;
    }
    const added = await repos.codRemittances.record([row.line], at);
    const due =
      shipment.due > 0
        ? `COD to collect ${rupees(shipment.due)}`
        : 'nothing to collect on this shipment';
    if (added === 0) {
      outcomes.push({
        row: row.row,
        outcome: 'UNCHANGED',
        message: `${code}: ${reference} already imported.`,
      });
    } else {
      recorded.push(row);
      outcomes.push({
        row: row.row,
        outcome: 'CHANGED',
        message: `${code}: ${rupees(amount)} remitted under ${reference}; ${due}.`,
      });
    }
  }
  return { outcomes, applied: recorded };
}

/**
 * `importCodRemittancesCsv`: the courier aggregator's COD remittance statement (Shiprocket's
 * remittance export: columns AWB, the amount remitted in rupees, the CRF id or UTR, optionally
 * the order id and the remittance date; other columns ignored — see `COD_STATEMENT_COLUMNS`)
 * records what was remitted for each AWB. Each row is matched to the shop's shipment with its AWB
 * (its delivered COD cash expected, else its courier booking): an AWB none of them has, or an order id that is not that AWB's order,
 * is refused naming its row; so are rows whose cells do not read (`statementRows`). A line seen
 * before (the same AWB and reference, from an earlier import) is UNCHANGED: a statement imported
 * twice counts once.
 *
 * Like every CSV import (`runCsvImport`), the preview (`dryRun`) and the apply run the same code
 * in one transaction the preview rolls back; a file with any refused row writes nothing; the
 * apply writes one audit entry (the file's SHA-256, the lines recorded) in the same transaction;
 * a repeat of the idempotency key answers the first report. A file that cannot be read at all is
 * refused whole (`ok: false`). What the lines leave short, excess or overdue is the remittance
 * report's (`codRemittanceReport`).
 *
 * @example
 * const outcome = await importCodRemittances(deps, { kind: 'staff', id: 'u1' },
 *   { content: 'AWB,Remitted Amount,CRF ID\n1234,598.00,CRF-1\n', dryRun: true, idempotencyKey });
 * // { ok: true, report: { applied: false, changed: 1, unchanged: 0, refused: 0, rows: [{ row: 2,
 * //   outcome: 'CHANGED', message: 'HAAT-10234: ₹598 remitted under CRF-1; COD to collect ₹598.' }] } }
 */
export function importCodRemittances(
  deps: Pick<BackendDeps, 'storage' | 'clock' | 'ids'>,
  actor: AuditActor,
  request: CsvImportRequest,
): Promise<CsvImportOutcome> {
  return runCsvImport(deps, actor, request, {
    scope: 'importCodRemittancesCsv',
    columns: COD_STATEMENT_COLUMNS,
    maxRows: COD_STATEMENT_MAX_ROWS,
    read: statementRows,
    apply: (repos, lines, { at }) => recordAll(repos, at, lines),
    audit: (done, recorded) => ({
      targetType: 'codRemittances',
      before: null,
      after: { lines: recorded.map(({ line }) => ({ ...line, amount: fromPaise(line.amount) })) },
      // Applied only when no row was refused: every row of the file is a line.
      reason: `COD remittance statement of ${done.rows.length} rows`,
    }),
  });
}
