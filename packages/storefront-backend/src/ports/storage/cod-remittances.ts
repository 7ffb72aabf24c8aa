import type { Paise } from '@haat/commerce-core';

/**
 * Cash a courier collected on delivery and owes the shop: one per AWB.
 *
 * @example
 * const due: CodExpectation = { awb: '321055706540', orderId: 'o1', orderCode: 'HAAT-10234',
 *   shipmentId: 'S1', amount: asPaise(59800), deliveredAt: 1783400000000 };
 */
export interface CodExpectation {
  readonly awb: string;
  readonly orderId: string;
  readonly orderCode: string;
  readonly shipmentId: string;
  readonly amount: Paise;
  readonly deliveredAt: number;
}

/**
 * One line of the aggregator's remittance statement: cash it paid the shop for an AWB, under
 * its remittance reference (CRF id or UTR), on a day (`YYYY-MM-DD`).
 *
 * @example
 * const paid: CodRemittanceLine = { awb: '321055706540', amount: asPaise(59800),
 *   reference: 'CRF-88121', remittedOn: '2026-07-15' };
 */
export interface CodRemittanceLine {
  readonly awb: string;
  readonly amount: Paise;
  readonly reference: string;
  readonly remittedOn: string | null;
}

/**
 * An AWB whose cash is not settled: what was expected (null when no delivered COD shipment has
 * this AWB), what was remitted, the statements' references and the last remittance date.
 *
 * @example
 * const open: CodBalance = { awb: '321055706540', expectation, remitted: asPaise(50000),
 *   references: ['CRF-88121'], lastRemittedOn: '2026-07-15' };
 */
export interface CodBalance {
  readonly awb: string;
  readonly expectation: CodExpectation | null;
  readonly remitted: Paise;
  readonly references: readonly string[];
  readonly lastRemittedOn: string | null;
}

/**
 * The COD remittance report's exceptions, each list by AWB (code units): `short` — remitted less
 * than expected (and more than nothing); `excess` — remitted more than expected, or remitted for
 * an AWB no delivered COD shipment expects; `overdue` — expected, delivered before the query's
 * `overdueBefore`, nothing remitted. An AWB expected, delivered since and not remitted yet is in
 * none (its cash is not due); a settled one neither.
 *
 * @example
 * const { short, excess, overdue } = await repos.codRemittances.exceptions(now - 10 * DAY_MS);
 */
export interface CodExceptions {
  readonly short: readonly CodBalance[];
  readonly excess: readonly CodBalance[];
  readonly overdue: readonly CodBalance[];
}

/**
 * How many AWBs each of the report's exceptions holds (the Today screen's counts): the lengths
 * of {@link CodExceptions}' lists at the same instant.
 *
 * @example
 * const counts: CodExceptionCounts = { short: 1, excess: 0, overdue: 3 };
 */
export interface CodExceptionCounts {
  readonly short: number;
  readonly excess: number;
  readonly overdue: number;
}

/**
 * COD remittances: the cash each delivered COD shipment should bring, the statement lines that
 * paid it, and the AWBs where the two differ. SQL: expectations unique by AWB, statement lines
 * unique by (AWB, reference) — importing a statement twice counts it once —, the balances the
 * lines summed per AWB against the expectations.
 *
 * @example
 * await repos.codRemittances.expect(expectation);
 * const { short, excess, overdue } = await repos.codRemittances.exceptions(now - 10 * DAY_MS);
 */
export interface CodRemittancesRepository {
  /** Records cash to expect; an AWB already expected keeps its first record (false). */
  expect(expectation: CodExpectation): Promise<boolean>;
  /** The expectations of these AWBs (those with none left out), in no particular order. */
  expected(awbs: readonly string[]): Promise<readonly CodExpectation[]>;
  /** Records statement lines; answers how many were new (a line seen before is skipped). */
  record(lines: readonly CodRemittanceLine[], importedAt: number): Promise<number>;
  /**
   * The report's exceptions (see {@link CodExceptions}); `overdueBefore` is an instant (ms). SQL:
   * the statement lines summed per AWB against their expectations, and the overdue ones found
   * by the index on `delivered_at` with no line for the AWB (its primary key).
   */
  exceptions(overdueBefore: number): Promise<CodExceptions>;
  /**
   * How many AWBs `exceptions(overdueBefore)` would list of each kind, counted by the database
   * (SQL: the same rule grouped by kind; no balance, reference or expectation is read).
   */
  exceptionCounts(overdueBefore: number): Promise<CodExceptionCounts>;
}
