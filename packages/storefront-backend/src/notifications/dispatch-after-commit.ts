import type { Repositories, Storage } from '../ports/storage.js';

/**
 * Storage that starts `dispatch` right after a commit that queued a message (a transaction whose
 * work, or a single call outside one, had `outbox.enqueue` accept a message): the mock host's
 * outbox dispatcher, which has no timer (the page sleeps between requests). A rolled-back
 * transaction starts nothing. `dispatch` runs after the commit, not awaited; it must handle its
 * own errors.
 *
 * @example
 * const storage = dispatchAfterCommit(memoryStorage, () => void dispatchOutbox(deps));
 */
export function dispatchAfterCommit<S extends Storage>(storage: S, dispatch: () => void): S {
  const watched = <R extends Repositories>(repos: R, queued: () => void): R => ({
    ...repos,
    outbox: {
      ...repos.outbox,
      enqueue: async (message) => {
        const added = await repos.outbox.enqueue(message);
        if (added) queued();
        return added;
      },
    },
  });
  return {
    ...storage,
    repos: watched(storage.repos, dispatch),
    transaction: async (work) => {
      let queued = false;
      const result = await storage.transaction((repos) =>
        work(watched(repos, () => (queued = true))),
      );
      if (queued) dispatch();
      return result;
    },
  };
}
