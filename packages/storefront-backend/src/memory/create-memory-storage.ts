import type { CatalogueSeed } from '../ports/storage/catalogue.js';
import type { Repositories, Storage } from '../ports/storage.js';
import { Draft, type Run } from './draft.js';
import { deepFreeze } from './copy.js';
import { createMutex } from './mutex.js';
import { memoryRepositories } from './repositories/index.js';
import { restore, seededTables, snapshot } from './snapshot.js';

/**
 * Where the memory adapter keeps its state between page loads (the mock host: localStorage).
 * `load` answers what `save` was last given (or anything else: it is checked); `save` is called
 * with the whole state, as JSON-safe data, after every transaction that wrote something. A
 * `save` that cannot store (quota) should swallow the error: the state stays valid in memory.
 *
 * @example
 * const persistence: MemoryPersistence = {
 *   load: () => JSON.parse(localStorage.getItem('haat-backend') ?? 'null'),
 *   save: (state) => localStorage.setItem('haat-backend', JSON.stringify(state)),
 * };
 */
export interface MemoryPersistence {
  load(): unknown;
  save(state: unknown): void;
}

/**
 * Options of {@link createMemoryStorage}: the catalogue to seed from, and optional persistence.
 *
 * @example
 * const options: MemoryStorageOptions<typeof catalogue> = { seed: catalogue };
 */
export interface MemoryStorageOptions<C extends CatalogueSeed> {
  readonly seed: C;
  readonly persistence?: MemoryPersistence | undefined;
}

/**
 * The memory adapter, plus `reset` (back to the freshly seeded state, for test isolation).
 *
 * @example
 * afterEach(() => storage.reset());
 */
export interface MemoryStorage<C extends CatalogueSeed = CatalogueSeed> extends Storage<C> {
  reset(): Promise<void>;
}

/**
 * Storage in memory with the same meaning as the SQL adapter, for the mock host (in the page or
 * in Node) and unit tests:
 * - one mutex serialises every transaction and every single call, as row locks would;
 * - a transaction writes to a draft (tables copied on first write, rows never changed in
 *   place) that is published only when `work` succeeds, so a throw leaves nothing behind;
 * - uniqueness rules hold (phone, idempotency scope + key, one review per user and product, one
 *   cart per user and store, a provider payment accepted once);
 * - every record going in or out is copied (the catalogue is a frozen copy made once).
 *
 * @example
 * const storage = createMemoryStorage({ seed: catalogue });
 * const order = await storage.transaction(async (repos) => { … });
 */
export function createMemoryStorage<C extends CatalogueSeed>(
  options: MemoryStorageOptions<C>,
): MemoryStorage<C> {
  const { seed, persistence } = options;
  let tables = restore(persistence?.load(), seededTables(seed));
  const mutex = createMutex();
  // The catalogue is copied and frozen once, not once per transaction.
  const frozen = deepFreeze(structuredClone(seed));

  const publish = (draft: Draft): void => {
    if (!draft.changed) return;
    tables = draft.result();
    persistence?.save(snapshot(tables));
  };

  /** Outside a transaction, each operation is a transaction of its own. */
  const single: Run = (operation) =>
    mutex.exclusive(() => {
      const draft = new Draft(tables);
      const result = operation(draft);
      publish(draft);
      return result;
    });

  return {
    repos: memoryRepositories(frozen, single),
    transaction: <T>(work: (repos: Repositories<C>) => Promise<T>) =>
      mutex.exclusive(async () => {
        const draft = new Draft(tables);
        let open = true;
        const within: Run = (operation) =>
          open
            ? new Promise((resolve) => resolve(operation(draft)))
            : Promise.reject(new Error('Repositories used after their transaction ended'));
        try {
          const result = await work(memoryRepositories(frozen, within));
          publish(draft);
          return result;
        } finally {
          open = false;
        }
      }),
    reset: () =>
      mutex.exclusive(() => {
        tables = seededTables(seed);
        persistence?.save(snapshot(tables));
      }),
  };
}
