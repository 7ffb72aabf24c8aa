import { asPaise } from '@haat/commerce-core';
import type {
  CodBalance,
  CodExpectation,
  CodRemittancesRepository,
} from '@haat/storefront-backend';
import { inArray, sql } from 'drizzle-orm';
import { codExpectations, codRemittanceLines } from '../schema/index.js';
import { inBatches } from './catalogue-rows.js';
import { rowsOf, type Run } from './executor.js';

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const required = (value: unknown): string => text(value) ?? '';

/**
 * COD remittances in SQL: expectations `INSERT … ON CONFLICT (awb) DO NOTHING`, statement lines
 * `ON CONFLICT (awb, reference) DO NOTHING`, and the exceptions one query: the lines' sums per
 * AWB left joined to their expectations where the two differ (short, excess), with the
 * expectations due and never remitted (overdue).
 */
export function sqlCodRemittances(run: Run): CodRemittancesRepository {
  return {
    expect: (expectation) =>
      run(async (tx) => {
        const added = await tx
          .insert(codExpectations)
          .values({ ...expectation })
          .onConflictDoNothing()
          .returning({ awb: codExpectations.awb });
        return added.length > 0;
      }),
    expected: (awbs) =>
      run(async (tx) => {
        const found: CodExpectation[] = [];
        await inBatches([...new Set(awbs)], async (batch) => {
          const rows = await tx
            .select()
            .from(codExpectations)
            .where(inArray(codExpectations.awb, batch));
          found.push(...rows.map((row) => ({ ...row, amount: asPaise(row.amount) })));
        });
        return found;
      }),
    record: (lines, importedAt) =>
      run(async (tx) => {
        let added = 0;
        await inBatches(lines, async (batch) => {
          const rows = await tx
            .insert(codRemittanceLines)
            .values(batch.map((line) => ({ ...line, importedAt })))
            .onConflictDoNothing()
            .returning({ awb: codRemittanceLines.awb });
          added += rows.length;
        });
        return added;
      }),
    exceptions: (overdueBefore) =>
      run(async (tx) => {
        const rows = rowsOf(
          await tx.execute(sql`
            with paid as (
              select awb, sum(amount_paise) as remitted,
                     array_agg(reference order by reference collate "C") as refs,
                     max(remitted_on) as last_on
              from ${codRemittanceLines} group by awb
            )
            select * from (
            select p.awb, e.order_id, e.order_code, e.shipment_id, e.amount_paise, e.delivered_at,
                   p.remitted, p.refs, p.last_on,
                   case when p.remitted > coalesce(e.amount_paise, 0) then 'excess' else 'short' end
                     as kind
            from paid p left join ${codExpectations} e on e.awb = p.awb
            where p.remitted <> coalesce(e.amount_paise, 0)
            union all
            select e.awb, e.order_id, e.order_code, e.shipment_id, e.amount_paise, e.delivered_at,
                   0, array[]::text[], null, 'overdue'
            from ${codExpectations} e
            where e.delivered_at < ${overdueBefore} and e.amount_paise > 0
              and not exists (select 1 from ${codRemittanceLines} l where l.awb = e.awb)
            ) found order by awb collate "C"`),
        );
        const of = (kind: string) => rows.filter((row) => row['kind'] === kind).map(balanceOf);
        return { short: of('short'), excess: of('excess'), overdue: of('overdue') };
      }),
  };
}

/** One balance row of the exceptions' query (expectation columns null when none is expected). */
const balanceOf = (row: Record<string, unknown>): CodBalance => ({
  awb: required(row['awb']),
  expectation:
    row['order_id'] == null
      ? null
      : {
          awb: required(row['awb']),
          orderId: required(row['order_id']),
          orderCode: required(row['order_code']),
          shipmentId: required(row['shipment_id']),
          amount: asPaise(Number(row['amount_paise'])),
          deliveredAt: Number(row['delivered_at']),
        },
  remitted: asPaise(Number(row['remitted'])),
  references: Array.isArray(row['refs']) ? row['refs'].map(required) : [],
  lastRemittedOn: text(row['last_on']),
});
