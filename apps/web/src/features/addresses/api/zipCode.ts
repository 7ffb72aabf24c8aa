import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { ZipCodeSchema, type ZipCode } from '@/lib/schemas/zip';

export const GetZipCodeDocument = graphql(`
  query GetZipCode($id: ID!) {
    getZipCode(id: $id) {
      id
      codMaxAmount
      cod
      prepaid
      city
      state
    }
  }
`);

export const zipKeys = {
  all: ['zip-code'] as const,
  detail: (pinCode: string) => [...zipKeys.all, pinCode] as const,
};

/** A pin code's serviceability (spec 7 GetZipCode); null for a pin code that is not listed. */
export const zipCodeQueryOptions = (pinCode: string) =>
  queryOptions({
    queryKey: zipKeys.detail(pinCode),
    queryFn: async ({ signal }): Promise<ZipCode | null> => {
      const data = await gqlRequest(GetZipCodeDocument, { id: pinCode }, { signal });
      return z.nullable(ZipCodeSchema).parse(data.getZipCode);
    },
    staleTime: 10 * 60_000,
  });
