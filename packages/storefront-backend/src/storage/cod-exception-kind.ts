import type { CodBalance } from '../ports/storage/cod-remittances.js';

/**
 * Which of the COD remittance report's exceptions an AWB's balance is, or null when it is none
 * (settled, or delivered since `overdueBefore` and not remitted yet: not due). The one statement
 * of the rule; the memory adapter applies it and the SQL adapter's query says the same
 * (conformance proves it).
 *
 * @example
 * codExceptionKind({ awb: 'A1', expectation: { ...e, amount: asPaise(59800) },
 *   remitted: asPaise(50000), references: ['CRF-1'], lastRemittedOn: null }, now); // 'short'
 */
export function codExceptionKind(
  balance: CodBalance,
  overdueBefore: number,
): 'short' | 'excess' | 'overdue' | null {
  const expected = balance.expectation?.amount ?? 0;
  if (balance.remitted > expected) return 'excess';
  if (balance.remitted === expected) return null;
  if (balance.remitted > 0) return 'short';
  return balance.expectation && balance.expectation.deliveredAt < overdueBefore ? 'overdue' : null;
}
