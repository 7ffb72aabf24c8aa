import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSystemStore } from '@/stores/systemStore';
import { requestStoreData } from '../api/requestStoreData';

/**
 * Spec 4 "Store data load": getInitialData and getStore load together, once per app
 * (`requestStoreData`; main.tsx has already sent them); the store goes into the system store.
 * The ready flag is set when both have ended, even on failure — a failure is only logged and the
 * page carries on (spec 8).
 */
export function StoreEffects() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { setStore, setReady } = useSystemStore.getState();
    let active = true;
    void Promise.allSettled(requestStoreData(queryClient)).then(([initial, store]) => {
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
