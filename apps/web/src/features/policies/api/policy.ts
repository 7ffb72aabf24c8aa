import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '@/lib/env';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';

const GetStorePolicyDocument = graphql(`
  query GetStorePolicy($id: ID!, $slug: String!) {
    getStore(id: $id) {
      id
      policy(slug: $slug) {
        slug
        title
        body
      }
    }
  }
`);

/** A policy page of the store: its slug, title and plain-text body. */
export const StorePolicySchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
});

export type StorePolicy = z.infer<typeof StorePolicySchema>;

const AnswerSchema = z.nullable(z.object({ policy: z.nullable(StorePolicySchema) }));

export const policyKeys = {
  all: ['policy'] as const,
  detail: (slug: string) => [...policyKeys.all, env.storeId, slug] as const,
};

/** One policy page (null when the store has no page with that slug, or no store answered). */
export async function fetchPolicy(slug: string, signal?: AbortSignal): Promise<StorePolicy | null> {
  const data = await gqlRequest(
    GetStorePolicyDocument,
    { id: env.storeId, slug },
    signal ? { signal } : {},
  );
  return AnswerSchema.parse(data.getStore)?.policy ?? null;
}

/** A policy page changes only when the operator edits it: loaded once per visit. */
export const policyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: policyKeys.detail(slug),
    queryFn: ({ signal }) => fetchPolicy(slug, signal),
    staleTime: Infinity,
  });
