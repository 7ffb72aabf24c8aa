import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { StoreSchema } from '@/lib/schemas/store';
import { StoreFields } from './storeFields';

const GetStoreDocument = graphql(
  `
    query getStore($id: ID!, $deviceType: DeviceType) {
      getStore(id: $id, deviceType: $deviceType) {
        ...StoreFields
      }
    }
  `,
  [StoreFields],
);

export const storeKeys = {
  all: ['store'] as const,
  detail: (id: string) => [...storeKeys.all, id] as const,
  initialData: (id: string) => [...storeKeys.all, id, 'initial-data'] as const,
};

/** getStore (spec 7): the store, kept in the system store. */
export async function fetchStore() {
  const data = await gqlRequest(GetStoreDocument, { id: env.storeId, deviceType: 'WEB' });
  return z.nullable(StoreSchema).parse(data.getStore);
}

/** Loaded once per visit (spec 4 "Store data load"); a failure is not retried on every mount. */
export const storeQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.detail(env.storeId),
    queryFn: fetchStore,
    staleTime: Infinity,
    gcTime: Infinity,
    retryOnMount: false,
  });
