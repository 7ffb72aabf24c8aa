import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { aUser, phone, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

/** Users (unique phone, guarded counters) and reward balances (never overdrawn). */
export function usersConformance(harness: Harness): void {
  describe('users', () => {
    it('keeps phones unique: a second user with the phone gets the first one back, unchanged', async () => {
      const { repos } = await harness.open();
      const first = aUser(1);
      expect(await repos.users.insert(first)).toEqual({ created: true, user: first });
      const again = { ...aUser(2), phone: first.phone, firstName: 'Imposter' };
      expect(await repos.users.insert(again)).toEqual({ created: false, user: first });
      expect(await repos.users.byId(uuid(2))).toBeNull();
      expect(await repos.users.byPhone(first.phone)).toEqual(first);
    });

    it('creates one user when 20 sign-ups of one phone race', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(20, (i) =>
        repos.users.insert({ ...aUser(i + 1), phone: phone(99) }),
      );
      expect(outcomes.filter((o) => o.created)).toHaveLength(1);
      expect(new Set(outcomes.map((o) => o.user.id)).size).toBe(1);
    });

    it('updates profile fields only: never the phone, balance or order count', async () => {
      const { repos } = await harness.open();
      const user = aUser(1, 500);
      await repos.users.insert(user);
      // A wider object type-checks as UserChanges (no excess-property check on a variable).
      const sneaky = {
        firstName: 'Asha',
        email: 'asha@example.com',
        phone: phone(2),
        rewardBalance: 10 ** 9,
        totalOrders: 99,
      };
      const updated = await repos.users.update(user.id, sneaky);
      expect(updated).toEqual({ ...user, firstName: 'Asha', email: 'asha@example.com' });
      expect(await repos.users.update(user.id, { email: null })).toEqual({
        ...user,
        firstName: 'Asha',
      });
      expect(await repos.users.update(uuid(404), { firstName: 'Nobody' })).toBeNull();
    });

    it('counts 20 concurrent orders of one user as 20', async () => {
      const { repos } = await harness.open();
      await repos.users.insert(aUser(1));
      await concurrently(20, () => repos.users.countOrder(uuid(1)));
      expect((await repos.users.byId(uuid(1)))?.totalOrders).toBe(20);
      expect(await repos.users.countOrder(uuid(404))).toBeNull();
    });
  });

  describe('rewards', () => {
    it('never overdraws under concurrent spends: 50 spends of ₹1 from ₹10 → 10 succeed, balance 0', async () => {
      const { repos } = await harness.open();
      await repos.users.insert(aUser(1, 1000));
      const spent = await concurrently(50, () => repos.rewards.spend(uuid(1), asPaise(100)));
      expect(spent.filter(Boolean)).toHaveLength(10);
      expect(await repos.rewards.balance(uuid(1))).toBe(0);
    });

    it('refuses a spend the balance does not cover, leaving it whole', async () => {
      const { repos } = await harness.open();
      await repos.users.insert(aUser(1, 1000));
      const spent = await concurrently(30, () => repos.rewards.spend(uuid(1), asPaise(300)));
      expect(spent.filter(Boolean)).toHaveLength(3);
      expect(await repos.rewards.balance(uuid(1))).toBe(100);
      expect(await repos.rewards.spend(uuid(1), asPaise(101))).toBe(false);
      expect(await repos.rewards.balance(uuid(1))).toBe(100);
    });

    it('credits, and answers false or null for an unknown user', async () => {
      const { repos } = await harness.open();
      await repos.users.insert(aUser(1));
      await concurrently(10, () => repos.rewards.credit(uuid(1), asPaise(250)));
      expect(await repos.rewards.balance(uuid(1))).toBe(2500);
      expect((await repos.users.byId(uuid(1)))?.rewardBalance).toBe(2500);
      expect(await repos.rewards.credit(uuid(404), asPaise(1))).toBe(false);
      expect(await repos.rewards.spend(uuid(404), asPaise(1))).toBe(false);
      expect(await repos.rewards.balance(uuid(404))).toBeNull();
    });

    it('refuses amounts that are not whole positive paise', async () => {
      const { repos } = await harness.open();
      await repos.users.insert(aUser(1, 1000));
      await expect(repos.rewards.spend(uuid(1), asPaise(0))).rejects.toThrow();
      await expect(repos.rewards.spend(uuid(1), asPaise(-100))).rejects.toThrow();
      await expect(repos.rewards.credit(uuid(1), asPaise(-100))).rejects.toThrow();
      expect(await repos.rewards.balance(uuid(1))).toBe(1000);
    });
  });
}
