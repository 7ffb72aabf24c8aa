import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { aUser, anOrder, uuid } from '../../../test/conformance/builders.js';
import { conformanceCatalogue, PRODUCT } from '../../../test/conformance/catalogue.js';
import { createMemoryStorage, type MemoryPersistence } from '../create-memory-storage.js';

/** A persistence that keeps what it is given as JSON text, like localStorage would. */
function jsonPersistence(initial: string | null = null) {
  let saved = initial;
  let saves = 0;
  const persistence: MemoryPersistence = {
    load: () => (saved === null ? null : (JSON.parse(saved) as unknown)),
    save: (state) => {
      saves += 1;
      saved = JSON.stringify(state);
    },
  };
  return { persistence, saved: () => saved, saves: () => saves };
}

const seed = conformanceCatalogue();

describe('createMemoryStorage', () => {
  it('keeps its state across a reload through persistence', async () => {
    const store = jsonPersistence();
    const before = createMemoryStorage({ seed, persistence: store.persistence });
    const { order, payments } = anOrder(10, { userId: uuid(1) });
    await before.transaction(async (repos) => {
      await repos.users.insert(aUser(1, 500));
      await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 2 }]);
      await repos.orders.insert(order, payments);
    });
    await before.repos.uploads.insert(
      {
        key: 'reviews/u-1',
        userId: uuid(1),
        productId: PRODUCT.fiveLeft,
        contentType: 'image/png',
        maxBytes: 10,
        expiresAt: Number.MAX_SAFE_INTEGER,
        createdAt: 0,
        size: null,
        uploadedAt: null,
        secretHash: 'a'.repeat(64),
        reviewId: null,
      },
      { now: 0, maxOpenSlots: 10, maxOpenBytes: 100, keepUnattachedMs: 1000 },
    );
    await before.repos.uploads.store('reviews/u-1', new Uint8Array([137, 80, 78, 71]), 1);
    await before.repos.counters.nextOrderNumber();

    const after = createMemoryStorage({
      seed,
      persistence: jsonPersistence(store.saved()).persistence,
    });
    expect(await after.repos.users.byId(uuid(1))).toEqual(aUser(1, 500));
    expect(await after.repos.orders.byId(order.id)).toEqual(order);
    expect(await after.repos.stock.available([PRODUCT.fiveLeft])).toEqual([
      { key: PRODUCT.fiveLeft, available: 3 },
    ]);
    expect((await after.repos.uploads.content('reviews/u-1'))?.bytes).toEqual(
      new Uint8Array([137, 80, 78, 71]),
    );
    expect(await after.repos.counters.nextOrderNumber()).toBe(10235);
    expect(await after.repos.reviews.byId('seeded-review-1')).not.toBeNull();
  });

  it('saves only after writes that took effect', async () => {
    const store = jsonPersistence();
    const storage = createMemoryStorage({ seed, persistence: store.persistence });
    await storage.repos.users.byId(uuid(1));
    await storage.transaction(async (repos) => repos.stock.available([PRODUCT.fiveLeft]));
    await expect(
      storage.transaction(async (repos) => {
        await repos.users.insert(aUser(1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(store.saves()).toBe(0);
    await storage.repos.users.insert(aUser(1));
    expect(store.saves()).toBe(1);
  });

  it('starts from the seed when the saved state is missing, of another version or not a state', async () => {
    for (const saved of [
      'null',
      '"junk"',
      '{"version":0,"tables":{}}',
      '{"version":1,"tables":7}',
    ]) {
      const storage = createMemoryStorage({
        seed,
        persistence: jsonPersistence(saved).persistence,
      });
      expect(await storage.repos.stock.available([PRODUCT.fiveLeft])).toEqual([
        { key: PRODUCT.fiveLeft, available: 5 },
      ]);
    }
  });

  it('seeds the stock of products the saved state does not know, and drops removed ones', async () => {
    const store = jsonPersistence();
    const small = conformanceCatalogue();
    const before = createMemoryStorage({
      seed: { ...small, products: small.products.filter((p) => p.id !== PRODUCT.tenLeft) },
      persistence: store.persistence,
    });
    await before.repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 1 }]);
    const after = createMemoryStorage({
      seed: { ...small, products: small.products.filter((p) => p.id !== PRODUCT.oneLeft) },
      persistence: jsonPersistence(store.saved()).persistence,
    });
    expect(
      await after.repos.stock.available([PRODUCT.fiveLeft, PRODUCT.tenLeft, PRODUCT.oneLeft]),
    ).toEqual([
      { key: PRODUCT.fiveLeft, available: 4 },
      { key: PRODUCT.tenLeft, available: 10 },
      { key: PRODUCT.oneLeft, available: 0 },
    ]);
  });

  it('resets to the seeded state, and saves that', async () => {
    const store = jsonPersistence();
    const storage = createMemoryStorage({ seed, persistence: store.persistence });
    await storage.repos.users.insert(aUser(1));
    await storage.repos.stock.reserve([{ key: PRODUCT.oneLeft, quantity: 1 }]);
    await storage.reset();
    expect(await storage.repos.users.byId(uuid(1))).toBeNull();
    expect(await storage.repos.stock.available([PRODUCT.oneLeft])).toEqual([
      { key: PRODUCT.oneLeft, available: 1 },
    ]);
    const reloaded = createMemoryStorage({
      seed,
      persistence: jsonPersistence(store.saved()).persistence,
    });
    expect(await reloaded.repos.users.byId(uuid(1))).toBeNull();
  });

  it('refuses repositories used after their transaction ended', async () => {
    const storage = createMemoryStorage({ seed });
    const escaped = await storage.transaction(async (repos) => {
      await repos.users.insert(aUser(1));
      return repos;
    });
    await expect(escaped.rewards.credit(uuid(1), asPaise(100))).rejects.toThrow(
      'Repositories used after their transaction ended',
    );
    expect(await storage.repos.rewards.balance(uuid(1))).toBe(0);
  });

  it('runs a transaction only after the one before it has finished', async () => {
    const storage = createMemoryStorage({ seed });
    const events: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = storage.transaction(async (repos) => {
      events.push('first starts');
      await gate;
      await repos.users.insert(aUser(1));
      events.push('first ends');
    });
    const second = storage.transaction(async (repos) => {
      events.push('second starts');
      events.push(`second sees user: ${String((await repos.users.byId(uuid(1))) !== null)}`);
    });
    const single = storage.repos.users.byId(uuid(1)).then((user) => {
      events.push(`single call sees user: ${String(user !== null)}`);
    });
    await Promise.resolve();
    release();
    await Promise.all([first, second, single]);
    expect(events).toEqual([
      'first starts',
      'first ends',
      'second starts',
      'second sees user: true',
      'single call sees user: true',
    ]);
  });

  it('hands out a frozen copy of the catalogue and leaves the seed alone', async () => {
    const mine = conformanceCatalogue();
    const storage = createMemoryStorage({ seed: mine });
    const product = await storage.repos.catalogue.productById(PRODUCT.fiveLeft);
    expect(Object.isFrozen(product)).toBe(true);
    expect(() => {
      (product as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(mine.products[0])).toBe(false);
  });
});
