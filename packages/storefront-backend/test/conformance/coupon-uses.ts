import { describe, expect, it } from 'vitest';
import { uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const phoneKey = 'phone:+919800000001';
const userKey = 'user:00000000-0000-4000-8000-000000000001';
const use = (order: number, max = 1, customerKeys = [phoneKey, userKey]) => ({
  couponId: 'cpn-welcome5',
  orderId: uuid(order),
  max,
  customerKeys,
});

/** Coupon uses per customer: counted against a cap for every key or none, given back, raced. */
export function couponUsesConformance(harness: Harness): void {
  describe('coupon uses', () => {
    it('counts a use for every customer key up to the cap, and refuses naming the first full key', async () => {
      const { repos } = await harness.open();
      expect(await repos.couponUses.count(use(1, 2))).toEqual({ ok: true });
      expect(await repos.couponUses.count(use(2, 2, [phoneKey]))).toEqual({ ok: true });
      expect(await repos.couponUses.used('cpn-welcome5', phoneKey)).toBe(2);
      expect(await repos.couponUses.used('cpn-welcome5', userKey)).toBe(1);
      // The phone is full: nothing is counted for the user either.
      expect(await repos.couponUses.count(use(3, 2))).toEqual({ ok: false, customerKey: phoneKey });
      expect(await repos.couponUses.used('cpn-welcome5', userKey)).toBe(1);
      expect(await repos.couponUses.count(use(4, 2, [userKey]))).toEqual({ ok: true });
      expect(await repos.couponUses.used('cpn-other', phoneKey)).toBe(0);
    });

    it('gives back exactly what an order counted', async () => {
      const { repos } = await harness.open();
      await repos.couponUses.count(use(1));
      expect(await repos.couponUses.giveBack(uuid(1))).toBe(2);
      expect(await repos.couponUses.giveBack(uuid(1))).toBe(0);
      expect(await repos.couponUses.used('cpn-welcome5', phoneKey)).toBe(0);
      expect(await repos.couponUses.count(use(2))).toEqual({ ok: true });
      expect(await repos.couponUses.giveBack(uuid(404))).toBe(0);
    });

    it('refuses an order counting the same coupon twice', async () => {
      const { repos } = await harness.open();
      await repos.couponUses.count(use(1, 5));
      await expect(repos.couponUses.count(use(1, 5))).rejects.toThrow();
      expect(await repos.couponUses.used('cpn-welcome5', phoneKey)).toBe(1);
    });

    it('never lets concurrent uses pass a cap, and rolls back with the transaction', async () => {
      const storage = await harness.open();
      const outcomes = await concurrently(20, (i) =>
        storage.repos.couponUses.count(use(10 + i, 3)),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
      expect(await storage.repos.couponUses.used('cpn-welcome5', userKey)).toBe(3);
      await expect(
        storage.transaction(async (repos) => {
          expect(await repos.couponUses.giveBack(uuid(10))).toBe(2);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await storage.repos.couponUses.used('cpn-welcome5', phoneKey)).toBe(3);
    });
  });
}
