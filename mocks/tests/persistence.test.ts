import { expect, it } from 'vitest';
import { createMockApi } from '../node.js';
import { STORAGE_PREFIX } from '../lib/state/persistence.js';
import { describeInside, TEST_CONFIG } from './harness.js';

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

// Inside: tests the mock host itself.
describeInside('state persistence (browser localStorage)', () => {
  it('survives a reload: a new backend over the same storage sees the same records', () => {
    const storage = new MemoryStorage();
    const first = createMockApi({ ...TEST_CONFIG, storage }).backend;
    first.state.counters.set('orderNumber', 10240);
    first.state.carts.set('c1', {
      id: 'c1',
      userId: 'u1',
      storeId: 's',
      couponCodeId: null,
      data: [],
      updatedAt: 'now',
    });
    expect(storage.getItem(`${STORAGE_PREFIX}carts`)).toContain('c1');
    const reloaded = createMockApi({ ...TEST_CONFIG, storage }).backend;
    expect(reloaded.state.counters.get('orderNumber')).toBe(10240);
    expect(reloaded.state.carts.get('c1')?.userId).toBe('u1');
  });

  it('reset forgets memory and storage; foreign keys are left alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('haat:cart', 'app data');
    const { backend } = createMockApi({ ...TEST_CONFIG, storage });
    backend.state.counters.set('orderNumber', 1);
    backend.reset();
    expect(backend.state.counters.get('orderNumber')).toBeUndefined();
    expect(
      createMockApi({ ...TEST_CONFIG, storage }).backend.state.counters.get('orderNumber'),
    ).toBeUndefined();
    expect(storage.getItem('haat:cart')).toBe('app data');
  });

  it('drops stored state of another version and survives corrupt JSON', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${STORAGE_PREFIX}version`, '0');
    storage.setItem(`${STORAGE_PREFIX}orders`, '{"x":1}');
    expect(createMockApi({ ...TEST_CONFIG, storage }).backend.state.orders.values()).toEqual([]);
    storage.setItem(`${STORAGE_PREFIX}users`, '{not json');
    expect(createMockApi({ ...TEST_CONFIG, storage }).backend.state.users.values()).toEqual([]);
  });
});
