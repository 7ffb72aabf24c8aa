import type { QueryClient } from '@tanstack/react-query';
import { initialDataQueryOptions, type InitialData } from './initialData';
import { storeQueryOptions } from './store';

type StoreDataRequests = readonly [Promise<InitialData>, ReturnType<typeof requestStore>];

const requestStore = (queryClient: QueryClient) => queryClient.fetchQuery(storeQueryOptions());

const sent = new WeakMap<QueryClient, StoreDataRequests>();

/**
 * The two requests of spec 4 "Store data load" (getInitialData and getStore), sent once per app
 * (query client) however often this is called: main.tsx sends them before the first render, so
 * the home banners (the LCP) need not wait for it, and `StoreEffects` settles them (store, ready
 * flag, failure only logged). A failure is answered as it is, never asked again here.
 */
export function requestStoreData(queryClient: QueryClient): StoreDataRequests {
  let requests = sent.get(queryClient);
  if (!requests) {
    requests = [queryClient.fetchQuery(initialDataQueryOptions()), requestStore(queryClient)];
    // Handled where they settle (StoreEffects); until then a failure must not count as unhandled.
    for (const request of requests) request.catch(() => undefined);
    sent.set(queryClient, requests);
  }
  return requests;
}
