import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSystemStore } from '@/stores/systemStore';
import { initialDataQueryOptions } from '../api/initialData';
import { storeQueryOptions } from '../api/store';

/**
 * Spec 4 "Store data load": once, when the app becomes interactive, getInitialData and getStore
 * load together; the store goes into the system store. The ready flag is set when both have
 * ended, even on failure — a failure is only logged and the page carries on (spec 8).
 */
export function StoreEffects() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { setStore, setReady } = useSystemStore.getState();
    let active = true;
    void Promise.allSettled([
      queryClient.fetchQuery(initialDataQueryOptions()),
      queryClient.fetchQuery(storeQueryOptions()),
    ]).then(([initial, store]) => {
      if (!active) return;
      if (store.status === 'fulfilled') setStore(store.value);
      else console.error('Store load failed', store.reason);
      if (initial.status === 'rejected') console.error('Initial data load failed', initial.reason);
      setReady();
    });
    return () => {
      active = false;
    };
  }, [queryClient]);
  return null;
}
