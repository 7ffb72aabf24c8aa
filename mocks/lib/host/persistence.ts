import type { MemoryPersistence } from '@haat/storefront-backend/memory';

/** Storage key prefix of everything the mock host keeps in the browser. */
export const STORAGE_PREFIX = 'haat-mock:';

/** Bumped when the stored shape or the sample data it was seeded from changes; older stored state is then dropped. */
const STATE_VERSION = '3';

const STATE_KEY = `${STORAGE_PREFIX}state`;

/**
 * The memory storage's state in a Web Storage (the browser's localStorage) under
 * `haat-mock:state`: loaded once at start, saved after every transaction that wrote. State of
 * another version (any other `haat-mock:` key) is dropped first. Quota errors (large uploads) keep
 * the state in memory only for this page. Without a Web Storage (Node, tests) nothing persists.
 */
export function webStoragePersistence(storage: Storage | undefined): MemoryPersistence | undefined {
  if (!storage) return undefined;
  const versionKey = `${STORAGE_PREFIX}version`;
  if (storage.getItem(versionKey) !== STATE_VERSION) {
    for (let i = storage.length - 1; i >= 0; i -= 1) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
    }
    storage.setItem(versionKey, STATE_VERSION);
  }
  return {
    load() {
      try {
        return JSON.parse(storage.getItem(STATE_KEY) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        storage.setItem(STATE_KEY, JSON.stringify(state));
      } catch {
        // Quota exceeded (large uploads): the state stays valid in memory for this page.
      }
    },
  };
}
