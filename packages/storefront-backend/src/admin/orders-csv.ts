import { kolkataDate, toPaise } from '@haat/commerce-core';
import type { AdminQueryResolvers, CsvFile } from '@haat/storefront-api/admin-resolvers';
import { auditEntry } from '../audit/audit-entry.js';
import { csvRupees, spreadsheetSafe } from '../csv/spreadsheet-safe.js';
import { writeCsv } from '../csv/write-csv.js';
import type { AdminOrderCursor, StoredOrderLife } from '../ports/storage/order-lives.js';
import type { OrderRecord } from '../ports/storage/records.js';
import { adminOrderSummaryOf, lifeRulesOf } from './admin-order.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';
import { orderQueryOf } from './order-queries.js';

/** The most orders one export holds (the contract's bound); more matching orders are refused. */
export const ORDERS_CSV_LIMIT = 100_000;

/** Orders read per storage call while exporting (storage's largest page). */
const PAGE = 200;

/** The export's columns, in order. */
export const ORDERS_CSV_HEADER = [
  'Order code',
  'Placed at (IST)',
  'Shopper name',
  'Phone',
  'Pin code',
  'Payment type',
  'Stage',
  'Total (₹)',
  'COD to collect (₹)',
  'AWB',
  'Courier',
] as const;

/** An instant as `YYYY-MM-DD HH:MM:SS` in Asia/Kolkata. */
const kolkataTime = (at: number): string =>
  new Date(at + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** One order as its row of the export (several shipments: their AWBs and couriers joined by `; `). */
function rowOf(
  order: OrderRecord,
  life: StoredOrderLife | null,
  rules: ReturnType<typeof lifeRulesOf>,
): string[] {
  const summary = adminOrderSummaryOf(order, life, rules);
  const couriers = [
    ...new Set((life?.life.shipments ?? []).flatMap((s) => (s.courier ? [s.courier] : []))),
  ];
  return [
    order.code,
    kolkataTime(order.createdAt),
    summary.shopperName,
    summary.phone,
    summary.pinCode,
    order.paymentType,
    summary.stage,
    csvRupees(order.amounts.total),
    csvRupees(toPaise(summary.codToCollect)),
    summary.awbs.join('; '),
    couriers.join('; '),
  ].map((cell) => spreadsheetSafe(cell ?? ''));
}

/**
 * `exportOrdersCsv(filter)`: the orders `adminOrders` lists for the same filter (one reading of
 * it, `orderQueryOf`), newest first, as a CSV file (RFC 4180 via `writeCsv`, UTF-8 with a byte
 * order mark, a header row, every cell made spreadsheet-safe) of at most
 * {@link ORDERS_CSV_LIMIT} orders: when more match, nothing is exported and the caller is told
 * to narrow the filter. Since the file carries shoppers' names and phones, each export is
 * written to the audit log (who, the filter, how many rows) before the file is answered.
 * Permission (ORDERS_EXPORT) is checked by the edge.
 *
 * @example
 * const resolvers = { Query: { ...ordersCsvQueries } };
 */
export const ordersCsvQueries = {
  exportOrdersCsv: async (_parent, { filter }, context): Promise<CsvFile> => {
    const query = orderQueryOf(context, filter);
    const { deps } = context;
    const rules = lifeRulesOf(context);
    const rows: string[][] = [[...ORDERS_CSV_HEADER]];
    let after: AdminOrderCursor | null = null;
    do {
      // Counted once, on the first page: counting every page cost more than reading it.
      const page = await deps.storage.repos.orderLives.searchOrders(query, {
        limit: PAGE,
        after,
        count: after === null,
      });
      if (page.total !== null && page.total > ORDERS_CSV_LIMIT) {
        throw adminError(
          'BAD_USER_INPUT',
          `${page.total} orders match, and an export holds at most ${ORDERS_CSV_LIMIT}: narrow the filter (dates, stage or payment type).`,
        );
      }
      for (const { order, life } of page.items) rows.push(rowOf(order, life, rules));
      after = rows.length - 1 < ORDERS_CSV_LIMIT ? page.next : null;
    } while (after !== null);
    rows.splice(ORDERS_CSV_LIMIT + 1); // orders placed while exporting may add a last page
    const now = deps.clock.now();
    const filename = `orders-${kolkataDate(now)}.csv`;
    const count = rows.length - 1;
    await deps.storage.repos.audit.append(
      auditEntry(deps.ids, now, {
        actor: staffActor(context),
        action: 'exportOrdersCsv',
        targetType: 'orders',
        targetId: filename,
        before: null,
        after: { filter: filter ?? null, rows: count },
      }),
    );
    return {
      filename,
      contentType: 'text/csv; charset=utf-8',
      content: `\uFEFF${writeCsv(rows)}`,
      rows: count,
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'exportOrdersCsv'>;
