import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql, type VariablesOf } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import { toast } from '@/lib/toast';

const FIELDS = 'id slug name title description priority isArchive productCount';
const CollectionsDocument = adminGraphql(
  `query AdminCollections { adminCollections { ${FIELDS} } }`,
);
const UpsertCollectionDocument = adminGraphql(`
  mutation UpsertCollection($input: UpsertCollectionInput!) { upsertCollection(input: $input) { ${FIELDS} } }
`);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));
const CollectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  title: maybe(z.string()),
  description: maybe(z.string()),
  priority: maybe(z.number()),
  isArchive: z.boolean(),
  productCount: z.number(),
});
export type Collection = z.infer<typeof CollectionSchema>;
export type UpsertCollectionInput = VariablesOf<typeof UpsertCollectionDocument>['input'];

/**
 * Every collection of the shop (a short list; the API answers it whole).
 *
 * @example
 * useQuery(collectionsQuery());
 */
export function collectionsQuery() {
  return queryOptions({
    queryKey: ['collections'] as const,
    queryFn: async () =>
      z
        .array(CollectionSchema)
        .parse((await adminRequest(CollectionsDocument, {})).adminCollections),
  });
}

/**
 * Creates (no id) or changes a collection.
 *
 * @example
 * useUpsertCollection().mutate({ slug: 'serum', name: 'Serums' });
 */
export function useUpsertCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpsertCollectionInput) =>
      CollectionSchema.parse(
        (await adminRequest(UpsertCollectionDocument, { input })).upsertCollection,
      ),
    onSuccess: (collection) => {
      toast.success(`Collection ${collection.name} saved.`);
      return queryClient.invalidateQueries({ queryKey: ['collections'] });
    },
  });
}
