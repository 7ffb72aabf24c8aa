/**
 * Runs tasks one at a time, in call order: what a database's locks do for the memory adapter.
 * A task's failure does not stop the ones queued after it.
 */
export interface Mutex {
  exclusive<T>(task: () => T | Promise<T>): Promise<T>;
}

/** A new, unlocked mutex. */
export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    exclusive(task) {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
