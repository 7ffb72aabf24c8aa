import { dropArchived } from '@haat/commerce-core';
import { useDeferredValue, useMemo } from 'react';
import type { Announcement, Banner, Store } from '@/lib/schemas/store';
import { useSystemStore } from '@/stores/systemStore';
import { useInitialData } from './useInitialData';

const selectStore = (data: { store: Store }) => data.store;

/**
 * The store (getStore, kept in the system store; getInitialData's copy until it arrives), with
 * archived banners and announcements dropped (spec 5) and banners by priority.
 */
export function useStoreData(): {
  store: Store | null;
  banners: readonly Banner[];
  announcements: readonly Announcement[];
} {
  // Deferred for the same reason as useInitialData's answer: its arrival renders in slices.
  const loaded = useDeferredValue(useSystemStore((state) => state.store));
  const initial = useInitialData(selectStore, null);
  const store = loaded ?? initial;
  return useMemo(
    () => ({
      store,
      banners: dropArchived(store?.banners ?? []).sort(
        (a, b) => (a.priority ?? 0) - (b.priority ?? 0),
      ),
      announcements: dropArchived(store?.announcements ?? []),
    }),
    [store],
  );
}
