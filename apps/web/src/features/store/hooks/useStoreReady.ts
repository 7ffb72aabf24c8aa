import { useDeferredValue } from 'react';
import { useSystemStore } from '@/stores/systemStore';

/**
 * The ready flag (spec 4 "Store data load": set once the store data has loaded or failed), as a
 * component reads it: deferred like the store data itself (`useInitialData`, `useStoreData`), so
 * a render never sees the flag before the data it stands for. Read undeferred, a checkout could
 * see "ready" with the default settings (no guest checkout) for one render and send a guest to
 * sign in. Code outside React reads `useSystemStore.getState().ready`.
 */
export function useStoreReady(): boolean {
  return useDeferredValue(useSystemStore((state) => state.ready));
}
