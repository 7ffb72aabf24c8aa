import { describe, expect, it } from 'vitest';
import { FIRST_ORDER_NUMBER } from '../../src/ports/storage/counters.js';
import { concurrently, type Harness } from './harness.js';

/** Order numbers: a sequence that starts at FIRST_ORDER_NUMBER and never repeats. */
export function countersConformance(harness: Harness): void {
  describe('counters', () => {
    it('starts order numbers at FIRST_ORDER_NUMBER and counts up', async () => {
      const { repos } = await harness.open();
      expect(await repos.counters.nextOrderNumber()).toBe(FIRST_ORDER_NUMBER);
      expect(await repos.counters.nextOrderNumber()).toBeGreaterThan(FIRST_ORDER_NUMBER);
    });

    it('hands out 50 different numbers to 50 concurrent calls', async () => {
      const { repos } = await harness.open();
      const numbers = await concurrently(50, () => repos.counters.nextOrderNumber());
      expect(new Set(numbers).size).toBe(50);
      expect(numbers.every((n) => Number.isSafeInteger(n) && n >= FIRST_ORDER_NUMBER)).toBe(true);
    });
  });
}
