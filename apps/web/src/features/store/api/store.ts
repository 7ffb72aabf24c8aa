import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { graphql } from '@/lib/graphql/graphql';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { StoreSchema } from '@/lib/schemas/store';

const GetStoreDocument = graphql(`
  query getStore($id: ID!, $deviceType: DeviceType) {
    getStore(id: $id, deviceType: $deviceType) {
      id
      name
      title
      description
      imageUrl
    }
  }
`);

export const storeKeys = {
  all: ['store'] as const,
  detail: (id: string) => [...storeKeys.all, id] as const,
};

export const storeQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.detail(env.storeId),
    queryFn: async () => {
      const data = await gqlRequest(GetStoreDocument, { id: env.storeId, deviceType: 'WEB' });
      return z.nullable(StoreSchema).parse(data.getStore);
    },
    staleTime: 5 * 60_000,
  });
