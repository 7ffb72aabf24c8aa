import { asPaise } from '@haat/commerce-core';
import type {
  CodBalance,
  CodExceptions,
  CodRemittancesRepository,
} from '../../ports/storage/cod-remittances.js';
import { copy } from '../copy.js';
import type { Draft, Run } from '../draft.js';
import { codExceptionKind } from '../../storage/cod-exception-kind.js';

/** COD expectations and remittance lines in the memory adapter (see `CodRemittancesRepository`). */
export function memoryCodRemittances(run: Run): CodRemittancesRepository {
  return {
    expect: (expectation) =>
      run((draft) => {
        if (draft.read('codExpectations').has(expectation.awb)) return false;
        draft.write('codExpectations').set(expectation.awb, copy(expectation));
        return true;
      }),
    expected: (awbs) =>
      run((draft) => {
        const table = draft.read('codExpectations');
        return copy([...new Set(awbs)].flatMap((awb) => table.get(awb) ?? []));
      }),
    record: (lines, importedAt) =>
      run((draft) => {
        let added = 0;
        for (const line of lines) {
          if (!Number.isSafeInteger(line.amount)) throw new RangeError(`Not paise: ${line.amount}`);
          const key = JSON.stringify([line.awb, line.reference]);
          if (draft.read('codRemittanceLines').has(key)) continue;
          draft.write('codRemittanceLines').set(key, { line: copy(line), importedAt });
          added += 1;
        }
        return added;
      }),
    exceptions: (overdueBefore) => run((draft) => copy(exceptionsOf(draft, overdueBefore))),
    exceptionCounts: (overdueBefore) =>
      run((draft) => {
        const { short, excess, overdue } = exceptionsOf(draft, overdueBefore);
        return { short: short.length, excess: excess.length, overdue: overdue.length };
      }),
  };
}

/** The balances that are exceptions at `overdueBefore`, by kind (the one rule, `codExceptionKind`). */
function exceptionsOf(draft: Draft, overdueBefore: number): CodExceptions {
  const found: Record<'short' | 'excess' | 'overdue', CodBalance[]> = {
    short: [],
    excess: [],
    overdue: [],
  };
  for (const balance of balancesOf(draft)) {
    const kind = codExceptionKind(balance, overdueBefore);
    if (kind) found[kind].push(balance);
  }
  return found;
}

/** Every AWB expected or remitted for, with its expectation and remitted total, by AWB. */
function balancesOf(draft: Draft): CodBalance[] {
  const balances = new Map<string, CodBalance>();
  const balanceOf = (awb: string): CodBalance =>
    balances.get(awb) ?? {
      awb,
      expectation: draft.read('codExpectations').get(awb) ?? null,
      remitted: asPaise(0),
      references: [],
      lastRemittedOn: null,
    };
  for (const expectation of draft.read('codExpectations').values()) {
    balances.set(expectation.awb, balanceOf(expectation.awb));
  }
  for (const { line } of draft.read('codRemittanceLines').values()) {
    const balance = balanceOf(line.awb);
    const last = balance.lastRemittedOn;
    balances.set(line.awb, {
      ...balance,
      remitted: asPaise(balance.remitted + line.amount),
      references: [...balance.references, line.reference].sort(),
      lastRemittedOn:
        line.remittedOn !== null && (last === null || line.remittedOn > last)
          ? line.remittedOn
          : last,
    });
  }
  return [...balances.values()].sort((a, b) => (a.awb < b.awb ? -1 : a.awb > b.awb ? 1 : 0));
}
