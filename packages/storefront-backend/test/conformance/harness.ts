import { afterEach } from 'vitest';
import type { Storage } from '../../src/ports/storage.js';
import { conformanceCatalogue, type ConformanceCatalogue } from './catalogue.js';

/**
 * A storage under test and how to release it (close the pool, drop the database…).
 *
 * @example
 * const opened: StorageUnderTest = { storage, close: () => pool.end() };
 */
export interface StorageUnderTest {
  readonly storage: Storage<ConformanceCatalogue>;
  close(): Promise<void>;
}

/**
 * Makes a fresh, empty storage seeded with the given catalogue (each call: no state shared with
 * earlier calls).
 *
 * @example
 * const create: CreateStorage = async (seed) => ({ storage: createMemoryStorage({ seed }), close: async () => undefined });
 */
export type CreateStorage = (seed: ConformanceCatalogue) => Promise<StorageUnderTest>;

/** What each group of conformance tests gets: a way to open a fresh storage. */
export interface Harness {
  /** A fresh storage (closed after the test), seeded with the conformance catalogue. */
  open(seed?: ConformanceCatalogue): Promise<Storage<ConformanceCatalogue>>;
}

/** A harness over `create` that closes every storage a test opened once it ends. */
export function harnessFor(create: CreateStorage): Harness {
  const opened: StorageUnderTest[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((underTest) => underTest.close()));
  });
  return {
    async open(seed = conformanceCatalogue()) {
      const underTest = await create(seed);
      opened.push(underTest);
      return underTest.storage;
    },
  };
}

/**
 * Runs `count` calls at once (each started before any settles) and waits for all of them.
 *
 * @example
 * const outcomes = await concurrently(100, () => repos.stock.reserve(lines));
 */
export function concurrently<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)));
}
