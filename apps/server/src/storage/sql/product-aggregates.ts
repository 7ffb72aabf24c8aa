import { fromPaise } from '@haat/commerce-core';
import {
  aggregateItem,
  catalogueReadLimit,
  type AggregateSummary,
  type CatalogueRepository,
  type CatalogueSeed,
} from '@haat/storefront-backend';
import type { ProductAggregateField, ProductAggregateInput } from '@haat/storefront-api/resolvers';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';
import { rowsOf, type Run } from './executor.js';
import { listingWhere } from './listing-where.js';

/** A column of the matches an aggregate reads, as selected once for all of them. */
const COLUMNS: Readonly<Record<ProductAggregateField, SQL>> = {
  COLLECTIONS: sql`${products.collections} as collections`,
  CATEGORY: sql`${products.categorySlug} as category`,
  SUB_CATEGORY: sql`${products.subCategorySlug} as sub_category`,
  TAGS: sql`${products.tags} as tags`,
  VENDOR: sql`${products.vendor} as vendor`,
  PRICE: sql`${products.price} as price`,
  RATING: sql`${products.rating} as rating`,
  IN_STOCK: sql`${products.inStock} as in_stock`,
};

/**
 * How each field is grouped for TERMS over the matches (`m`): its term per product (arrays,
 * stored without repeats, unnested; a missing value has no term). The same terms as the
 * backend's `productAggregateValue`; prices are paise here, rupees in the answer.
 */
const TERMS: Readonly<Record<ProductAggregateField, { from: SQL; term: SQL }>> = {
  COLLECTIONS: {
    from: sql`matched m cross join unnest(m.collections) as t(term)`,
    term: sql`t.term`,
  },
  CATEGORY: { from: sql`matched m`, term: sql`m.category` },
  SUB_CATEGORY: { from: sql`matched m`, term: sql`m.sub_category` },
  TAGS: { from: sql`matched m cross join unnest(m.tags) as t(term)`, term: sql`t.term` },
  VENDOR: { from: sql`matched m`, term: sql`m.vendor` },
  PRICE: { from: sql`matched m`, term: sql`m.price::text` },
  RATING: { from: sql`matched m`, term: sql`floor(coalesce(m.rating, 0))::int::text` },
  IN_STOCK: { from: sql`matched m`, term: sql`m.in_stock::text` },
};

/** The number each field aggregates (paise for the price), or none. */
const NUMBERS: Readonly<Partial<Record<ProductAggregateField, SQL>>> = {
  PRICE: sql`m.price::float8`,
  RATING: sql`m.rating`,
};

/** One aggregate's part of the statement: its rows tagged with its index. */
function branch(index: number, request: ProductAggregateInput): SQL {
  if (request.type === 'TERMS') {
    const { from, term } = TERMS[request.field];
    return sql`select ${index}::int as i, ${term} as term, count(*)::float8 as n,
      null::float8 as s, null::float8 as lo, null::float8 as hi
      from ${from} where ${term} is not null group by ${term}`;
  }
  const value = NUMBERS[request.field] ?? sql`null::float8`;
  return sql`select ${index}::int as i, null::text as term, count(${value})::float8 as n,
    coalesce(sum(${value}), 0)::float8 as s, min(${value})::float8 as lo, max(${value})::float8 as hi
    from matched m`;
}

const number = (value: unknown): number | null => (value == null ? null : Number(value));

/** The answer's figures in the answer's units: prices from paise to rupees (commerce-core). */
function summaryOf(
  request: ProductAggregateInput,
  rows: readonly Record<string, unknown>[],
): AggregateSummary {
  const rupees = request.field === 'PRICE';
  const money = (value: number | null) => (value === null || !rupees ? value : fromPaise(value));
  if (request.type === 'TERMS') {
    const key = (term: string) => (rupees ? String(fromPaise(Number(term))) : term);
    return {
      terms: new Map(rows.map((row) => [key(String(row['term'])), Number(row['n'])])),
      count: 0,
      sum: 0,
      min: null,
      max: null,
    };
  }
  const [row] = rows;
  return {
    terms: new Map(),
    count: Number(row?.['n'] ?? 0),
    sum: money(Number(row?.['s'] ?? 0)) ?? 0,
    min: money(number(row?.['lo'])),
    max: money(number(row?.['hi'])),
  };
}

/**
 * `productAggregates` in SQL, all of a request's aggregates in ONE statement: the matches of
 * the listing's WHERE (`listingWhere`) read once into a CTE with only the columns asked for,
 * then each aggregate a GROUP BY / COUNT (TERMS) or COUNT / SUM / MIN / MAX over them, its rows
 * tagged with its place; each answer finished by the backend's `aggregateItem` (bucket order,
 * rounding). At most `CATALOGUE_READ_LIMITS.aggregates` a call.
 *
 * @example
 * const aggregates = productAggregatesIn(run);
 * await aggregates({ inStock: true }, [{ name: 'brands', type: 'TERMS', field: 'VENDOR' }]);
 */
export function productAggregatesIn<C extends CatalogueSeed>(
  run: Run,
): CatalogueRepository<C>['productAggregates'] {
  return async (query, requests) => {
    catalogueReadLimit(requests.length, 'aggregates');
    if (requests.length === 0) return [];
    const fields = [...new Set(requests.map((request) => request.field))];
    const where = listingWhere(query) ?? sql`true`;
    const statement = sql`with matched as materialized (
        select ${sql.join(
          fields.map((field) => COLUMNS[field]),
          sql`, `,
        )} from ${products} where ${where}
      ) ${sql.join(
        requests.map((request, index) => sql`(${branch(index, request)})`),
        sql` union all `,
      )}`;
    const rows = rowsOf(await run((tx) => tx.execute(statement)));
    return requests.map((request, index) =>
      aggregateItem(
        request,
        summaryOf(
          request,
          rows.filter((row) => Number(row['i']) === index),
        ),
      ),
    );
  };
}
