import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql, type VariablesOf } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

const LEVEL = 'key productId variantId title tracked onHand reserved available';

export const StockLevelsDocument = adminGraphql(`
  query StockLevels($filter: StockLevelFilter, $first: Int, $after: String) {
    stockLevels(filter: $filter, first: $first, after: $after) {
      items { ${LEVEL} }
      pageInfo { endCursor hasNextPage }
      total
    }
  }
`);

export const StockLedgerDocument = adminGraphql(`
  query StockLedger($key: ID!, $first: Int, $after: String) {
    stockLedger(key: $key, first: $first, after: $after) {
      items { id key delta onHandAfter reason orderId note actor { kind name } at }
      pageInfo { endCursor hasNextPage }
      total
    }
  }
`);

export const AdjustStockDocument = adminGraphql(`
  mutation AdjustStock($input: AdjustStockInput!) { adjustStock(input: $input) { ${LEVEL} } }
`);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));
const PageInfo = z.object({ endCursor: maybe(z.string()), hasNextPage: z.boolean() });

export const StockLevelSchema = z.object({
  key: z.string(),
  productId: z.string(),
  variantId: maybe(z.string()),
  title: z.string(),
  tracked: z.boolean(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
});
export type StockLevel = z.infer<typeof StockLevelSchema>;

const LevelsSchema = z.object({
  items: z.array(StockLevelSchema),
  pageInfo: PageInfo,
  total: z.number(),
});
const LedgerSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      delta: z.number(),
      onHandAfter: z.number(),
      reason: z.string(),
      orderId: maybe(z.string()),
      note: maybe(z.string()),
      actor: z.object({ kind: z.string(), name: maybe(z.string()) }),
      at: z.string(),
    }),
  ),
  pageInfo: PageInfo,
  total: z.number(),
});
export type LedgerEntry = z.infer<typeof LedgerSchema>['items'][number];

/** Rows per page of stock and of a ledger. */
export const STOCK_PAGE_SIZE = 50;

type Filter = NonNullable<VariablesOf<typeof StockLevelsDocument>['filter']>;
export type AdjustStockInput = VariablesOf<typeof AdjustStockDocument>['input'];

/**
 * Query keys of the stock feature.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: stockKeys.all });
 */
export const stockKeys = {
  all: ['stock'] as const,
  levels: (filter: Filter, after: string | null) => ['stock', 'levels', filter, after] as const,
  ledger: (key: string, after: string | null) => ['stock', 'ledger', key, after] as const,
};

/**
 * A page of stock levels (search by title, SKU or key; or only those running low).
 *
 * @example
 * useQuery(stockLevelsQuery({ availableAtMost: 5 }, null));
 */
export function stockLevelsQuery(filter: Filter, after: string | null) {
  return queryOptions({
    queryKey: stockKeys.levels(filter, after),
    queryFn: async () =>
      LevelsSchema.parse(
        (await adminRequest(StockLevelsDocument, { filter, first: STOCK_PAGE_SIZE, after }))
          .stockLevels,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of one key's ledger, newest first.
 *
 * @example
 * useQuery(stockLedgerQuery('p-serum', null));
 */
export function stockLedgerQuery(key: string, after: string | null) {
  return queryOptions({
    queryKey: stockKeys.ledger(key, after),
    queryFn: async () =>
      LedgerSchema.parse(
        (await adminRequest(StockLedgerDocument, { key, first: STOCK_PAGE_SIZE, after }))
          .stockLedger,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Adds or takes units with a reason (a ledger entry); the key's level and ledger are read again.
 *
 * @example
 * useAdjustStock().mutate({ key, delta: 12, reason: 'RECEIVED', idempotencyKey });
 */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdjustStockInput) =>
      StockLevelSchema.parse((await adminRequest(AdjustStockDocument, { input })).adjustStock),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
