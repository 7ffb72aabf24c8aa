import {
  aggregateItem,
  type AggregateSummary,
  type CatalogueRepository,
  type CatalogueSeed,
} from '@haat/storefront-backend';
import type { ProductAggregateField } from '@haat/storefront-api/resolvers';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';
import { rowsOf, type Run, type Tx } from './executor.js';
import { inStockCondition, listingWhere } from './listing-where.js';

/**
 * How each field is grouped for TERMS: the SQL of its terms per product (an array is unnested,
 * a missing value has no term) and how a stored term reads in the answer. The same terms as the
 * backend's `productAggregateValue`.
 */
const TERMS: Readonly<
  Record<ProductAggregateField, { readonly terms: SQL; readonly key?: (term: string) => string }>
> = {
  COLLECTIONS: { terms: sql`unnest(${products.collections})` },
  CATEGORY: { terms: sql`${products.categorySlug}` },
  SUB_CATEGORY: { terms: sql`${products.subCategorySlug}` },
  TAGS: { terms: sql`unnest(${products.tags})` },
  VENDOR: { terms: sql`${products.vendor}` },
  // Paise in the column, rupees in the answer (as `String(listedPrice(product))`).
  PRICE: { terms: sql`${products.price}::text`, key: (paise) => String(Number(paise) / 100) },
  RATING: { terms: sql`floor(coalesce(${products.rating}, 0))::int::text` },
  IN_STOCK: { terms: sql`(${inStockCondition})::text` },
};

/** The number each field aggregates (rupees for the price), or none. */
const NUMBERS: Readonly<Partial<Record<ProductAggregateField, SQL>>> = {
  PRICE: sql`${products.price}::float8 / 100`,
  RATING: sql`${products.rating}`,
};

const EMPTY: AggregateSummary = { terms: new Map(), count: 0, sum: 0, min: null, max: null };

const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

/** Documents per term over the matches, each product counted once per term. */
async function termCounts(
  tx: Tx,
  where: SQL,
  field: ProductAggregateField,
): Promise<AggregateSummary> {
  const { terms, key = (term: string) => term } = TERMS[field];
  const rows = rowsOf(
    await tx.execute(sql`select matched.term, count(*)::int as doc_count from (
      select distinct ${products.id} as id, ${terms} as term from ${products} where ${where}
    ) as matched where matched.term is not null group by matched.term`),
  );
  return {
    ...EMPTY,
    terms: new Map(rows.map((row) => [key(String(row['term'])), Number(row['doc_count'])])),
  };
}

/** COUNT / SUM / MIN / MAX of the field's number over the matches. */
async function numberSummary(tx: Tx, where: SQL, value: SQL): Promise<AggregateSummary> {
  const [row] = rowsOf(
    await tx.execute(sql`select count(${value})::int as count, coalesce(sum(${value}), 0)::float8 as sum,
      min(${value})::float8 as min, max(${value})::float8 as max from ${products} where ${where}`),
  );
  return {
    terms: new Map(),
    count: Number(row?.['count'] ?? 0),
    sum: Number(row?.['sum'] ?? 0),
    min: numberOrNull(row?.['min']),
    max: numberOrNull(row?.['max']),
  };
}

/**
 * `productAggregates` in SQL: per aggregate one GROUP BY / COUNT (TERMS) or COUNT / SUM / MIN /
 * MAX over the listing's WHERE (`listingWhere`), all in one transaction, each answer finished by
 * the backend's `aggregateItem` (bucket order, rounding).
 *
 * @example
 * const aggregates = productAggregatesIn(run);
 * await aggregates({ inStock: true }, [{ name: 'brands', type: 'TERMS', field: 'VENDOR' }]);
 */
export function productAggregatesIn<C extends CatalogueSeed>(
  run: Run,
): CatalogueRepository<C>['productAggregates'] {
  return async (query, requests) => {
    const where = listingWhere(query) ?? sql`true`;
    return run(async (tx) => {
      const items = [];
      // One statement at a time: a transaction's connection runs one query at once.
      for (const request of requests) {
        const value = NUMBERS[request.field];
        const summary =
          request.type === 'TERMS'
            ? await termCounts(tx, where, request.field)
            : value
              ? await numberSummary(tx, where, value)
              : EMPTY;
        items.push(aggregateItem(request, summary));
      }
      return items;
    });
  };
}
