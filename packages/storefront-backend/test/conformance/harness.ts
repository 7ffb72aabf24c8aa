import { afterEach } from 'vitest';
import type { Storage } from '../../src/ports/storage.js';
import type { CatalogueSeed } from '../../src/ports/storage/catalogue.js';
import { conformanceCatalogue, type ConformanceCatalogue } from './catalogue.js';

/**
 * A storage under test and how to release it (close the pool, drop the database…).
 *
 * @example
 * const opened: StorageUnderTest = { storage, close: () => pool.end() };
 */
export interface StorageUnderTest<C extends CatalogueSeed = ConformanceCatalogue> {
  readonly storage: Storage<C>;
  close(): Promise<void>;
}

/**
 * Makes a fresh, empty storage seeded with the given catalogue (each call: no state shared with
 * earlier calls): the conformance catalogue, or the sample shop for searches.
 *
 * @example
 * const create: CreateStorage = async (seed) => ({ storage: createMemoryStorage({ seed }), close: async () => undefined });
 */
export type CreateStorage = <C extends CatalogueSeed>(seed: C) => Promise<StorageUnderTest<C>>;

/** What each group of conformance tests gets: a way to open a fresh storage. */
export interface Harness {
  /** A fresh storage (closed after the test), seeded with the conformance catalogue. */
  open(seed?: ConformanceCatalogue): Promise<Storage<ConformanceCatalogue>>;
  /** A fresh storage (closed after the test) seeded with any catalogue. */
  openWith<C extends CatalogueSeed>(seed: C): Promise<Storage<C>>;
}

/** A harness over `create` that closes every storage a test opened once it ends. */
export function harnessFor(create: CreateStorage): Harness {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((underTest) => underTest.close()));
  });
  const openWith = async <C extends CatalogueSeed>(seed: C): Promise<Storage<C>> => {
    const underTest = await create(seed);
    opened.push(underTest);
    return underTest.storage;
  };
  return { open: (seed = conformanceCatalogue()) => openWith(seed), openWith };
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
