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
 * The statement lines' remitted total per AWB (`awb`, `remitted`): one `GROUP BY` over the lines'
 * primary key (AWB, reference).
 *
 * @example
 * sql`with paid as (${remittedPerAwb}) select …`;
 */
export const remittedPerAwb = sql`
  select awb, sum(amount_paise) as remitted from ${codRemittanceLines} group by awb`;

/**
 * Every AWB that is an exception at `overdueBefore` (`awb`, `remitted`, `kind`), the rule of
 * `codExceptionKind` in SQL: remitted more than expected (none expected counts as 0) is excess,
 * less but more than nothing short — the lines' sums left joined to their expectations —, and an
 * expectation delivered before `overdueBefore` with cash to collect and no line overdue (the
 * index on `delivered_at`, the lines' primary key).
 */
const exceptionKinds = (overdueBefore: number) => sql`
  select p.awb, p.remitted,
         case when p.remitted > coalesce(e.amount_paise, 0) then 'excess' else 'short' end as kind
  from (${remittedPerAwb}) p left join ${codExpectations} e on e.awb = p.awb
  where p.remitted <> coalesce(e.amount_paise, 0)
  union all
  select e.awb, 0, 'overdue' from ${codExpectations} e
  where e.delivered_at < ${overdueBefore} and e.amount_paise > 0
    and not exists (select 1 from ${codRemittanceLines} l where l.awb = e.awb)`;

/**
 * COD remittances in SQL: expectations `INSERT … ON CONFLICT (awb) DO NOTHING`, statement lines
 * `ON CONFLICT (awb, reference) DO NOTHING`, the exceptions one query over `exceptionKinds` (each
 * exception's expectation and its lines' references and last date read for it alone), their
 * counts the same rule grouped by kind.
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
            select k.awb, k.kind, k.remitted, e.order_id, e.order_code, e.shipment_id,
                   e.amount_paise, e.delivered_at,
                   array(select l.reference from ${codRemittanceLines} l where l.awb = k.awb
                         order by l.reference collate "C") as refs,
                   (select max(l.remitted_on) from ${codRemittanceLines} l where l.awb = k.awb)
                     as last_on
            from (${exceptionKinds(overdueBefore)}) k
            left join ${codExpectations} e on e.awb = k.awb
            order by k.awb collate "C"`),
        );
        const of = (kind: string) => rows.filter((row) => row['kind'] === kind).map(balanceOf);
        return { short: of('short'), excess: of('excess'), overdue: of('overdue') };
      }),
    exceptionCounts: (overdueBefore) =>
      run(async (tx) => {
        const rows = rowsOf(
          await tx.execute(sql`
            select k.kind, count(*)::int as n from (${exceptionKinds(overdueBefore)}) k
            group by k.kind`),
        );
        const count = (kind: string) =>
          Number(rows.find((row) => row['kind'] === kind)?.['n'] ?? 0);
        return { short: count('short'), excess: count('excess'), overdue: count('overdue') };
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
