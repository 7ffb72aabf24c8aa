import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { handleError } from '@/lib/errors/handleError';
import { useSystemStore } from '@/stores/systemStore';
import { storeQueryOptions } from '../api/store';

/**
 * Reloads the store into the system store (spec 4: after sign-in, confirm-sign-up or
 * auto-sign-in). Unlike the first load, a failure here goes through the general handler (spec 8
 * "Store failure in the shell").
 */
export function useReloadStore(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const store = await queryClient.fetchQuery({ ...storeQueryOptions(), staleTime: 0 });
      useSystemStore.getState().setStore(store);
    } catch (error) {
      handleError(error);
    }
  }, [queryClient]);
}
