import type { QueryClient } from '@tanstack/react-query';
import { initialDataQueryOptions } from './initialData';
import { storeQueryOptions } from './store';

/**
 * Asks for the store data while React renders the first page, so the home banners (the LCP) do
 * not wait for the render to finish first. `StoreEffects` still owns the load (spec 4 "Store data
 * load", ready flag, failure only logged): its fetchQuery joins these requests instead of
 * sending new ones.
 */
export function prefetchStoreData(queryClient: QueryClient) {
  void queryClient.prefetchQuery(initialDataQueryOptions());
  void queryClient.prefetchQuery(storeQueryOptions());
}
