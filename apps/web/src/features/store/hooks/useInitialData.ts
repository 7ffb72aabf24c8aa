import { useQuery } from '@tanstack/react-query';
import { initialDataQueryOptions, type InitialData } from '../api/initialData';

/**
 * Reads one part of getInitialData (loaded once by `StoreEffects`). While the load is under way
 * or after it failed, `select` is not called and the hook answers `fallback`.
 */
export function useInitialData<T, F>(select: (data: InitialData) => T, fallback: F): T | F {
  const { data } = useQuery({ ...initialDataQueryOptions(), select });
  return data ?? fallback;
}
