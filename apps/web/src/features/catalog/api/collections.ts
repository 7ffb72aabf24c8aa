import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { CollectionSchema, type Collection } from '@/lib/schemas/collection';

/** Every collection field (parsed by `CollectionSchema`). */
export const CollectionFields = graphql(`
  fragment CollectionFields on CollectionType {
    id
    slug
    name
    title
    description
    priority
    imageUrl
    bannerUrl
    mWebBannerUrl
    defaultSorting
    isArchive
    showOutOfStockProducts
  }
`);

const CollectionBySlugDocument = graphql(
  `
    query searchCollectionTypes($filter: CollectionTypeFilterInput, $limit: Int) {
      searchCollectionTypes(filter: $filter, limit: $limit) {
        items {
          ...CollectionFields
        }
      }
    }
  `,
  [CollectionFields],
);

export const collectionKeys = {
  all: ['collections'] as const,
  detail: (slug: string) => [...collectionKeys.all, slug] as const,
};

/** searchCollectionTypes by slug (spec 7, the "one by slug" variant); null when unknown. */
export const collectionQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: collectionKeys.detail(slug),
    queryFn: async ({ signal }): Promise<Collection | null> => {
      const data = await gqlRequest(
        CollectionBySlugDocument,
        { filter: { slug }, limit: 1 },
        { signal },
      );
      const page = z.object({ items: z.array(CollectionSchema) }).parse(data.searchCollectionTypes);
      return page.items[0] ?? null;
    },
    staleTime: 10 * 60_000,
  });
