/** Storage key prefix of everything the mock backend keeps in the browser. */
export const STORAGE_PREFIX = 'haat-mock:';

/** Bumped when a stored shape changes; older stored state is then dropped. */
const STATE_VERSION = '1';

/** Reads and writes named record maps, or does nothing without storage (Node, tests). */
export interface Persistence {
  load<T>(name: string): Record<string, T>;
  save(name: string, rows: Record<string, unknown>): void;
  remove(name: string): void;
}

const isRecordMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Persistence over a Web Storage; quota errors keep the state in memory only. */
export function storagePersistence(storage: Storage | undefined): Persistence {
  if (!storage) return { load: () => ({}), save: () => undefined, remove: () => undefined };
  const versionKey = `${STORAGE_PREFIX}version`;
  if (storage.getItem(versionKey) !== STATE_VERSION) {
    for (let i = storage.length - 1; i >= 0; i -= 1) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
    }
    storage.setItem(versionKey, STATE_VERSION);
  }
  return {
    load<T>(name: string): Record<string, T> {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(STORAGE_PREFIX + name) ?? '{}');
        // Written by `save` below from the same record type, so the shape is ours.
        return isRecordMap(parsed) ? (parsed as Record<string, T>) : {};
      } catch {
        return {};
      }
    },
    save(name, rows) {
      try {
        storage.setItem(STORAGE_PREFIX + name, JSON.stringify(rows));
      } catch {
        // Quota exceeded (large uploads): the state stays valid in memory for this page.
      }
    },
    remove(name) {
      storage.removeItem(STORAGE_PREFIX + name);
    },
  };
}
