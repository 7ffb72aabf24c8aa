import { createJSONStorage, type PersistOptions, type StateStorage } from 'zustand/middleware';
import { env } from '@/lib/env';

/** The persisted stores of spec 9; each lives in localStorage at `{prefix}:{name}`. */
export type PersistedStoreName = 'cart' | 'user' | 'modal' | 'system' | 'wishlist' | 'events';

export const storageKey = (name: PersistedStoreName) => `${env.storeKeyPrefix}:${name}`;

/** Every persisted key, for sign-out's purge. */
export const persistedStorageKeys = (): string[] =>
  (['cart', 'user', 'modal', 'system', 'wishlist', 'events'] as const).map(storageKey);

/**
 * localStorage that never breaks the page: a value that is not valid JSON is dropped (the store
 * then starts from its initial state), and a full or unavailable storage is ignored.
 */
const forgivingStorage: StateStorage = {
  getItem(name) {
    try {
      const value = localStorage.getItem(name);
      if (value !== null) JSON.parse(value);
      return value;
    } catch {
      localStorage.removeItem(name);
      return null;
    }
  },
  setItem(name, value) {
    try {
      localStorage.setItem(name, value);
    } catch {
      // Quota exceeded or storage disabled: state stays in memory for this visit.
    }
  },
  removeItem(name) {
    localStorage.removeItem(name);
  },
};

interface PersistSpec<S, P> {
  name: PersistedStoreName;
  version: number;
  partialize: (state: S) => P;
  /** Checks a stored (already migrated) value; anything it rejects is replaced by the initial state. */
  isValid: (persisted: unknown) => persisted is P;
  /** Upgrades a value stored by an older version; return undefined to start afresh. */
  migrate?: (persisted: unknown, fromVersion: number) => P | undefined;
}

/**
 * Options for zustand's `persist` with the store-key prefix, a version, a migration path and a
 * shape check, so a store that fails to parse resets itself instead of breaking the page.
 */
export function persistOptions<S, P>(spec: PersistSpec<S, P>): PersistOptions<S, P> {
  return {
    name: storageKey(spec.name),
    version: spec.version,
    storage: createJSONStorage(() => forgivingStorage),
    partialize: spec.partialize,
    migrate: (persisted, fromVersion) => spec.migrate?.(persisted, fromVersion) as P,
    merge: (persisted, current) =>
      spec.isValid(persisted) ? { ...current, ...persisted } : current,
  };
}
