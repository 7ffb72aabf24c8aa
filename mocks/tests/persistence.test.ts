import { describe, expect, it } from 'vitest';
import { createMockApi } from '../node.js';
import { STORAGE_PREFIX } from '../lib/host/persistence.js';
import { TEST_CONFIG } from './mock-server.js';

/** A Web Storage over a Map, as localStorage behaves. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const cart = {
  id: 'c1',
  userId: 'u1',
  storeId: 's',
  couponCodeId: null,
  lines: [],
  updatedAt: 0,
};

describe('state persistence (browser localStorage)', () => {
  it('survives a reload: a new host over the same storage sees the same records', async () => {
    const storage = new MemoryStorage();
    const first = createMockApi({ ...TEST_CONFIG, storage }).backend;
    await first.storage.repos.carts.upsertForUser(cart);
    expect(storage.getItem(`${STORAGE_PREFIX}state`)).toContain('c1');
    const reloaded = createMockApi({ ...TEST_CONFIG, storage }).backend;
    expect((await reloaded.storage.repos.carts.forUser('u1', 's'))?.id).toBe('c1');
  });

  it('reset forgets memory and storage; foreign keys are left alone', async () => {
    const storage = new MemoryStorage();
    storage.setItem('haat:cart', 'app data');
    const { backend } = createMockApi({ ...TEST_CONFIG, storage });
    await backend.storage.repos.carts.upsertForUser(cart);
    await backend.reset();
    expect(await backend.storage.repos.carts.forUser('u1', 's')).toBeNull();
    const reloaded = createMockApi({ ...TEST_CONFIG, storage }).backend;
    expect(await reloaded.storage.repos.carts.forUser('u1', 's')).toBeNull();
    expect(storage.getItem('haat:cart')).toBe('app data');
  });

  it('drops stored state of another version and survives corrupt JSON', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`${STORAGE_PREFIX}version`, '0');
    storage.setItem(`${STORAGE_PREFIX}orders`, '{"x":1}');
    createMockApi({ ...TEST_CONFIG, storage });
    expect(storage.getItem(`${STORAGE_PREFIX}orders`)).toBeNull();
    storage.setItem(`${STORAGE_PREFIX}state`, '{not json');
    const { backend } = createMockApi({ ...TEST_CONFIG, storage });
    expect(await backend.storage.repos.orders.byId('x')).toBeNull();
  });
});
