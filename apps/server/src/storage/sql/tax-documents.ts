import { documentNumber } from '@haat/commerce-core';
import type { TaxDocumentRecord, TaxDocumentsRepository } from '@haat/storefront-backend';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { taxCounters, taxDocuments } from '../schema/index.js';
import type { Run } from './executor.js';

/** The most documents `issuedBetween` answers. */
const MAX_LISTED = 10_000;

/**
 * Tax documents in SQL. `issue` locks the series' counter row for the year first (created at 0
 * if missing, then `SELECT … FOR UPDATE`), so issuers of one series take turns; then it answers
 * the order's existing document for the subject, or adds one to the counter and inserts the
 * document, all in the caller's transaction: a rolled-back issue leaves no gap.
 */
export function sqlTaxDocuments(run: Run): TaxDocumentsRepository {
  return {
    issue: (draft, series, year) =>
      run(async (tx) => {
        const counter = and(
          eq(taxCounters.series, series),
          eq(taxCounters.financialYear, year.label),
        );
        await tx
          .insert(taxCounters)
          .values({ series, financialYear: year.label, last: 0 })
          .onConflictDoNothing();
        await tx.select().from(taxCounters).where(counter).for('update');
        const [existing] = await tx
          .select({ document: taxDocuments.document })
          .from(taxDocuments)
          .where(
            and(
              eq(taxDocuments.orderId, draft.orderId),
              eq(taxDocuments.kind, draft.kind),
              eq(taxDocuments.subject, draft.subject),
            ),
          );
        if (existing) return { status: 'exists' as const, document: existing.document };
        const [next] = await tx
          .update(taxCounters)
          .set({ last: sql`${taxCounters.last} + 1` })
          .where(counter)
          .returning({ last: taxCounters.last });
        if (!next) throw new Error(`The counter of series ${series} ${year.label} vanished`);
        const document: TaxDocumentRecord = {
          ...draft,
          series,
          financialYear: year.label,
          sequence: next.last,
          number: documentNumber(series, year, next.last),
        };
        await tx.insert(taxDocuments).values({
          id: document.id,
          kind: document.kind,
          series,
          financialYear: year.label,
          sequence: document.sequence,
          number: document.number,
          orderId: document.orderId,
          subject: document.subject,
          issuedAt: document.issuedAt,
          document,
        });
        return { status: 'issued' as const, document };
      }),
    byOrder: (orderId) =>
      run(async (tx) => {
        const rows = await tx
          .select({ document: taxDocuments.document })
          .from(taxDocuments)
          .where(eq(taxDocuments.orderId, orderId))
          .orderBy(asc(taxDocuments.seq));
        return rows.map((row) => row.document);
      }),
    byNumber: (number) =>
      run(async (tx) => {
        const [row] = await tx
          .select({ document: taxDocuments.document })
          .from(taxDocuments)
          .where(eq(taxDocuments.number, number));
        return row?.document ?? null;
      }),
    issuedBetween: (from, to) =>
      run(async (tx) => {
        const rows = await tx
          .select({ document: taxDocuments.document })
          .from(taxDocuments)
          .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
          .orderBy(asc(taxDocuments.seq))
          .limit(MAX_LISTED);
        return rows.map((row) => row.document);
      }),
  };
}
