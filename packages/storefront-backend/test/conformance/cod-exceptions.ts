import { asPaise } from '@haat/commerce-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodBalance } from '../../src/ports/storage/cod-remittances.js';
import { codExceptionKind } from '../../src/storage/cod-exception-kind.js';
import type { Harness } from './harness.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-07-20T06:30:00Z');
const BEFORE = NOW - 10 * DAY;

const expectation = (awb: string, amount: number, deliveredAt: number) => ({
  awb,
  orderId: `o-${awb}`,
  orderCode: `HAAT-${awb}`,
  shipmentId: 'S1',
  amount: asPaise(amount),
  deliveredAt,
});
const line = (awb: string, amount: number, reference = 'CRF-1', remittedOn = '2026-07-15') => ({
  awb,
  amount: asPaise(amount),
  reference,
  remittedOn,
});
const awbs = (list: readonly CodBalance[]) => list.map((b) => b.awb);

/**
 * The COD remittance report's exceptions (`codRemittances.exceptions`) and Today's counts of them
 * (`exceptionCounts`), issue 25 item 3.
 */
export function codExceptionsConformance(harness: Harness): void {
  describe('COD remittance exceptions', () => {
    it('finds short, excess and overdue AWBs; settled and not yet due ones are none', async () => {
      const { repos } = await harness.open();
      const none = { short: 0, excess: 0, overdue: 0 };
      expect(await repos.codRemittances.exceptionCounts(BEFORE)).toEqual(none);
      for (const due of [
        expectation('A1', 59800, BEFORE - DAY), // settled
        expectation('A2', 30000, BEFORE - DAY), // short
        expectation('A3', 12000, BEFORE - DAY), // overdue
        expectation('A4', 10000, BEFORE + 1), // not due yet
        expectation('A5', 10000, BEFORE - DAY), // excess
        expectation('A6', 20000, BEFORE), // delivered exactly at the limit: not due
      ]) {
        await repos.codRemittances.expect(due);
      }
      await repos.codRemittances.record(
        [
          line('A1', 59800),
          line('A2', 20000),
          line('A2', 5000, 'CRF-2', '2026-07-17'),
          line('A5', 15000),
          line('A9', 5000), // no expectation
        ],
        NOW,
      );
      const known = await repos.codRemittances.expected(['A3', 'A9', 'A1', 'A3']);
      expect([...known].sort((a, b) => (a.awb < b.awb ? -1 : 1))).toEqual([
        expectation('A1', 59800, BEFORE - DAY),
        expectation('A3', 12000, BEFORE - DAY),
      ]);
      expect(await repos.codRemittances.expected([])).toEqual([]);
      const found = await repos.codRemittances.exceptions(BEFORE);
      expect(awbs(found.short)).toEqual(['A2']);
      expect(awbs(found.excess)).toEqual(['A5', 'A9']);
      expect(awbs(found.overdue)).toEqual(['A3']);
      // Today's counts are the lists' lengths.
      expect(await repos.codRemittances.exceptionCounts(BEFORE)).toEqual({
        short: 1,
        excess: 2,
        overdue: 1,
      });
      expect(found.short[0]).toEqual({
        awb: 'A2',
        expectation: expectation('A2', 30000, BEFORE - DAY),
        remitted: 25000,
        references: ['CRF-1', 'CRF-2'],
        lastRemittedOn: '2026-07-17',
      });
      expect(found.excess[1]).toEqual({
        awb: 'A9',
        expectation: null,
        remitted: 5000,
        references: ['CRF-1'],
        lastRemittedOn: '2026-07-15',
      });
      expect(found.overdue[0]).toEqual({
        awb: 'A3',
        expectation: expectation('A3', 12000, BEFORE - DAY),
        remitted: 0,
        references: [],
        lastRemittedOn: null,
      });
    });

    it('classifies any expectations and lines as the rule does, the remitted cash all accounted for', async () => {
      const storage = await harness.open();
      const expected = new Map<string, ReturnType<typeof expectation>>();
      const lines = new Map<string, ReturnType<typeof line>>();
      let batch = 0;
      const awb = fc.constantFrom('X1', 'X2', 'X3', 'X4', 'X5');
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.tuple(awb, fc.integer({ min: 1, max: 90_000 }), fc.integer({ min: -3, max: 3 })),
            {
              maxLength: 3,
            },
          ),
          fc.array(
            fc.tuple(awb, fc.integer({ min: 1, max: 90_000 }), fc.constantFrom('R1', 'R2')),
            {
              maxLength: 4,
            },
          ),
          async (dues, paid) => {
            batch += 1;
            const key = (a: string) => `${a}-${batch % 3}`;
            for (const [a, amount, days] of dues) {
              const due = expectation(key(a), amount, BEFORE + days * DAY);
              if (await storage.repos.codRemittances.expect(due)) expected.set(due.awb, due);
            }
            const batchLines = paid.map(([a, amount, reference]) =>
              line(key(a), amount, reference),
            );
            await storage.repos.codRemittances.record(batchLines, NOW);
            for (const l of batchLines) {
              const id = `${l.awb} ${l.reference}`;
              if (!lines.has(id)) lines.set(id, l);
            }
            // The model: every AWB's balance, classified by the rule.
            const model: Record<string, string[]> = { short: [], excess: [], overdue: [] };
            const all = new Set([...expected.keys(), ...[...lines.values()].map((l) => l.awb)]);
            let settled = 0;
            for (const a of [...all].sort()) {
              const mine = [...lines.values()].filter((l) => l.awb === a);
              const remitted = mine.reduce((n, l) => n + l.amount, 0);
              const balance: CodBalance = {
                awb: a,
                expectation: expected.get(a) ?? null,
                remitted: asPaise(remitted),
                references: mine.map((l) => l.reference).sort(),
                lastRemittedOn: mine.length > 0 ? '2026-07-15' : null,
              };
              const kind = codExceptionKind(balance, BEFORE);
              if (kind) model[kind]?.push(a);
              else settled += remitted;
            }
            const found = await storage.repos.codRemittances.exceptions(BEFORE);
            expect({
              short: awbs(found.short),
              excess: awbs(found.excess),
              overdue: awbs(found.overdue),
            }).toEqual(model);
            // Every rupee remitted is in a settled AWB or in a short or excess one.
            const total = [...lines.values()].reduce((n, l) => n + l.amount, 0);
            const inExceptions = [...found.short, ...found.excess].reduce(
              (n, b) => n + b.remitted,
              0,
            );
            expect(settled + inExceptions).toBe(total);
            expect(found.overdue.every((b) => b.remitted === 0)).toBe(true);
            expect(await storage.repos.codRemittances.exceptionCounts(BEFORE)).toEqual({
              short: found.short.length,
              excess: found.excess.length,
              overdue: found.overdue.length,
            });
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
