import { describe, expect, it } from 'vitest';
import type { CartRecord } from '../../src/ports/storage/records.js';
import { anAddress, NOW, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const cart = (
  n: number,
  userId: string,
  quantity: number,
  storeId = 'conformance-store',
): CartRecord => ({
  id: uuid(n),
  userId,
  storeId,
  couponCodeId: null,
  lines: [{ productId: 'five-left', variantId: null, quantity, source: null }],
  updatedAt: NOW + n,
});

/** Carts (one per user and store) and address books (owner only, capped). */
export function cartsAndAddressesConformance(harness: Harness): void {
  describe('carts', () => {
    it('keeps one cart per user and store: an upsert replaces the lines and keeps the id', async () => {
      const { repos } = await harness.open();
      const user = uuid(1);
      expect(await repos.carts.upsertForUser(cart(10, user, 1))).toEqual(cart(10, user, 1));
      const second = await repos.carts.upsertForUser(cart(11, user, 3));
      expect(second).toEqual({ ...cart(11, user, 3), id: uuid(10) });
      expect(await repos.carts.forUser(user, 'conformance-store')).toEqual(second);
      expect(await repos.carts.forUser(uuid(2), 'conformance-store')).toBeNull();
    });

    it('creates one cart when 10 first saves of one user race', async () => {
      const { repos } = await harness.open();
      const saved = await concurrently(10, (i) =>
        repos.carts.upsertForUser(cart(10 + i, uuid(1), i + 1)),
      );
      expect(new Set(saved.map((c) => c.id)).size).toBe(1);
      expect((await repos.carts.forUser(uuid(1), 'conformance-store'))?.id).toBe(saved[0]?.id);
    });

    it('keeps the carts of another store apart', async () => {
      const { repos } = await harness.open();
      await repos.carts.upsertForUser(cart(10, uuid(1), 1));
      await repos.carts.upsertForUser(cart(11, uuid(1), 2, 'another-store'));
      expect((await repos.carts.forUser(uuid(1), 'another-store'))?.id).toBe(uuid(11));
      expect((await repos.carts.forUser(uuid(1), 'conformance-store'))?.id).toBe(uuid(10));
    });
  });

  describe('addresses', () => {
    it('lists, reads, updates and deletes only the owner’s addresses, newest first', async () => {
      const { repos } = await harness.open();
      const owner = uuid(1);
      const older = anAddress(10, owner, NOW);
      const newer = { ...anAddress(11, owner, NOW + 1000), pinCode: '110001' };
      for (const address of [older, newer])
        await repos.addresses.insert(address, { maxPerUser: 20 });
      expect(await repos.addresses.list(owner)).toEqual([newer, older]);
      expect(await repos.addresses.list(owner, { pinCode: '110001' })).toEqual([newer]);
      expect(await repos.addresses.list(uuid(2))).toEqual([]);
      expect(await repos.addresses.get(uuid(2), older.id)).toBeNull();
      expect(
        await repos.addresses.update(uuid(2), older.id, { ...older, city: 'Mysuru' }, NOW + 5),
      ).toBeNull();
      expect(await repos.addresses.delete(uuid(2), older.id)).toBeNull();
      const updated = await repos.addresses.update(
        owner,
        older.id,
        { ...older, city: 'Mysuru' },
        NOW + 5,
      );
      expect(updated).toEqual({ ...older, city: 'Mysuru', updatedAt: NOW + 5 });
      expect(await repos.addresses.delete(owner, older.id)).toEqual(updated);
      expect(await repos.addresses.get(owner, older.id)).toBeNull();
    });

    it('never lets concurrent saves exceed the per-user cap', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(10, (i) =>
        repos.addresses.insert(anAddress(10 + i, uuid(1)), { maxPerUser: 3 }),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
      expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, reason: 'limit' });
      expect(await repos.addresses.list(uuid(1))).toHaveLength(3);
      expect((await repos.addresses.insert(anAddress(30, uuid(2)), { maxPerUser: 3 })).ok).toBe(
        true,
      );
    });
  });
}
