import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { initialDataQueryOptions, type InitialData } from '../api/initialData';

/**
 * Reads one part of getInitialData (loaded once by `StoreEffects`). While the load is under way
 * or after it failed, `select` is not called and the hook answers `fallback`.
 *
 * The answer is deferred (`useDeferredValue`): a query update renders synchronously, so the store
 * data arriving while the first page shows would otherwise re-render everything that reads it
 * (menus, banners, settings) in one long task. Deferred, that render is a transition, in slices.
 */
export function useInitialData<T, F>(select: (data: InitialData) => T, fallback: F): T | F {
  const { data } = useQuery({ ...initialDataQueryOptions(), select });
  return useDeferredValue(data) ?? fallback;
}
