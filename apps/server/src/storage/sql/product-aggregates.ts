import { fromPaise } from '@haat/commerce-core';
import {
  aggregateItem,
  catalogueReadLimit,
  type AggregateSummary,
  type CatalogueRepository,
  type CatalogueSeed,
  type ListingAggregates,
  type ProductQuery,
} from '@haat/storefront-backend';
import type { ProductAggregateField, ProductAggregateInput } from '@haat/storefront-api/resolvers';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productFacets, products } from '../schema/index.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { rowsOf, type Run } from './executor.js';
import {
  bucketSizesKey,
  bucketSizesOf,
  bucketSizesStatement,
  countsSpare,
  MIN_SPARED_ROWS,
} from './facet-count-choice.js';
import { facetCountsStatement } from './facet-counts.js';
import { facetRowsWhere, listingWhere, type SharedFilterColumns } from './listing-where.js';

/** The columns a one-value term or a number is read from: `products`', or `product_facets`'. */
type TermColumns = SharedFilterColumns & { readonly vendor?: AnyPgColumn };

/**
 * A one-value field: the `key` matches are first grouped by (a column, or a cheap expression
 * of one) and its term as text from a group's key column `k`.
 */
interface ScalarTerm {
  readonly key: SQL;
  readonly term: (k: SQL) => SQL;
}

const asText = (k: SQL): SQL => sql`${k}::text`;

/**
 * A field's term per product where it is one value (no term when NULL): the same terms as the
 * backend's `productAggregateValue`; prices are paise here, rupees in the answer. VENDOR only
 * where the columns have it (`products`).
 */
const scalarTerms = (
  c: TermColumns,
): Readonly<Partial<Record<ProductAggregateField, ScalarTerm>>> => ({
  CATEGORY: { key: sql`${c.categorySlug}`, term: (k) => k },
  SUB_CATEGORY: { key: sql`${c.subCategorySlug}`, term: (k) => k },
  ...(c.vendor ? { VENDOR: { key: sql`${c.vendor}`, term: (k: SQL) => k } } : {}),
  PRICE: { key: sql`${c.price}`, term: asText },
  RATING: { key: sql`floor(coalesce(${c.rating}, 0))`, term: (k) => sql`${k}::int::text` },
  IN_STOCK: { key: sql`${c.inStock}`, term: asText },
});

const SCALAR_TERMS = scalarTerms(products);
const FACET_ROW_TERMS = scalarTerms(productFacets);

/** A field whose terms are an array (stored without repeats): each element is a term. */
const ARRAY_TERMS: Readonly<Partial<Record<ProductAggregateField, SQL>>> = {
  COLLECTIONS: sql`${products.collections}`,
  TAGS: sql`${products.tags}`,
};

/** The number each field aggregates (paise for the price), or none. */
const numbers = (c: TermColumns): Readonly<Partial<Record<ProductAggregateField, SQL>>> => ({
  PRICE: sql`${c.price}`,
  RATING: sql`${c.rating}`,
});

const NUMBERS = numbers(products);

/**
 * Where one listing's one-value terms and numbers are read: its scope's `product_facets` rows
 * when they can answer it (`facetRowsWhere`) and hold every field asked for (all but VENDOR):
 * an index-only range of `product_facets_listing`; else the matching `products`.
 */
interface ScalarSource {
  readonly table: typeof products | typeof productFacets;
  readonly terms: Readonly<Partial<Record<ProductAggregateField, ScalarTerm>>>;
  readonly numbers: Readonly<Partial<Record<ProductAggregateField, SQL>>>;
}

const PRODUCT_ROWS = { table: products, terms: SCALAR_TERMS, numbers: NUMBERS } as const;
const FACET_ROWS = {
  table: productFacets,
  terms: FACET_ROW_TERMS,
  numbers: numbers(productFacets),
} as const;

/** A field's figures over a group of matches: COUNT / SUM / MIN / MAX, as `<part>_<index>`. */
const groupNumbers = (value: SQL, index: number): SQL =>
  sql`count(${value}) as ${sql.raw(`c_${index}`)}, sum(${value}) as ${sql.raw(`s_${index}`)},
    min(${value}) as ${sql.raw(`lo_${index}`)}, max(${value}) as ${sql.raw(`hi_${index}`)}`;

/** The same figures over the groups' figures. */
const rolledNumbers = (index: number): SQL => {
  const part = (name: string) => sql.raw(`${name}_${index}`);
  return sql`coalesce(sum(${part('c')}), 0)::float8 as ${part('c')},
    coalesce(sum(${part('s')}), 0)::float8 as ${part('s')},
    min(${part('lo')})::float8 as ${part('lo')}, max(${part('hi')})::float8 as ${part('hi')}`;
};

/**
 * The one-value terms and the numbers in ONE pass over the matches, in two steps: the matches
 * grouped by every term field's key at once (one hash key a row, no text made per row: ~80
 * groups for the whole shop's web facets), then those groups rolled up by GROUP BY GROUPING
 * SETS, a set per term field and the empty set (every match) for the numbers. `g` is
 * GROUPING() of the term columns: a row of term field `i` has its bit clear, the empty set's
 * row every bit.
 */
function scalarStatement(
  source: ScalarSource,
  where: SQL,
  termFields: readonly ProductAggregateField[],
  numberFields: readonly ProductAggregateField[],
): SQL {
  const { terms: termOf, numbers: numberOf } = source;
  const fields = termFields.map((field) => termOf[field] ?? { key: sql`null::text`, term: asText });
  const keys = fields.map((_, index) => sql.raw(`k_${index}`));
  const grouped = [
    ...fields.map((field, index) => sql`${field.key} as ${keys[index]}`),
    sql`count(*) as n`,
    ...numberFields.map((field, index) =>
      groupNumbers(numberOf[field] ?? sql`null::float8`, index),
    ),
  ];
  const groups = sql`select ${sql.join(grouped, sql`, `)} from ${source.table}
    where ${where}${keys.length > 0 ? sql` group by ${sql.join(keys, sql`, `)}` : sql``}`;
  const terms = fields.map((field, index) => field.term(sql.raw(`k_${index}`)));
  const columns = [
    terms.length > 0 ? sql`grouping(${sql.join(terms, sql`, `)})::int as g` : sql`0 as g`,
    ...terms.map((term, index) => sql`${term} as ${sql.raw(`t_${index}`)}`),
    sql`coalesce(sum(n), 0)::float8 as n`,
    ...numberFields.map((_, index) => rolledNumbers(index)),
  ];
  const sets = [...terms.map((term) => sql`(${term})`), sql`()`];
  return sql`select ${sql.join(columns, sql`, `)} from (${groups}) as groups${
    terms.length > 0 ? sql` group by grouping sets (${sql.join(sets, sql`, `)})` : sql``
  }`;
}

/** An array field's terms over the matches: each element a term, counted once per product. */
const arrayStatement = (where: SQL, column: SQL): SQL =>
  sql`select t.term as term, count(*)::float8 as n
    from ${products} cross join unnest(${column}) as t(term)
    where ${where} and t.term is not null group by t.term`;

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

/** Whether an answer reads stock: the query filters on it, or a request aggregates it. */
const readsStock = (query: ProductQuery, requests: readonly ProductAggregateInput[]): boolean =>
  query.inStock != null || requests.some((request) => request.field === 'IN_STOCK');

/**
 * `productAggregates` in SQL: the listing's matches read ONCE for every one-value term field
 * and every number (GROUP BY GROUPING SETS: one pass, a hash table per field, no materialized
 * copy of the matches re-read per aggregate) — from its scope's `product_facet_counts` when
 * they can answer it (the web app's facets: category, sub-category, rating and in-stock terms,
 * the price's MIN and MAX, under a whole least rating: `facetCountsStatement` adds up the price
 * buckets the range covers whole and reads rows only at its ends) and that spares at least
 * `minSparedRows` rows (`countsSpare`, on the scope's rows per bucket, kept like every derived value
 * is; a test passes 0 to read every answerable listing from the counts), else from its
 * scope's `product_facets` rows, index only, when they can answer it (the whole shop or one
 * collection, under any price range, least rating, category or in-stock filter), else from
 * `products` (`listingWhere`) — plus one statement per array field asked for as TERMS
 * (collections, tags: unnested); each answer finished by the backend's `aggregateItem` (bucket
 * order, rounding). The one-value statement's row of every match (the empty grouping set; of
 * either statement) also answers how many match (`matches`): the listing's total without a
 * COUNT of its own. At most `CATALOGUE_READ_LIMITS.aggregates` a call. The answer is kept per
 * query and requests through `kept` (the process's catalogue cache, as listing counts are):
 * dropped on any catalogue change and, when it reads stock (an `inStock` filter or the IN_STOCK
 * field), on any stock change. The statements of one answer are separate (READ COMMITTED: a
 * write committing between them can show in one field's counts and not yet in another's); one
 * UNION ALL statement was tried for one snapshot: the same plan, yet it served about a third
 * fewer answers in four bench pairs (cause not found).
 *
 * @example
 * const aggregates = productAggregatesIn(run, (key, onStock, load) => cache.kept(key, onStock, load));
 * await aggregates({ inStock: true }, [{ name: 'brands', type: 'TERMS', field: 'VENDOR' }]);
 */
export function productAggregatesIn<C extends CatalogueSeed>(
  run: Run,
  kept: CatalogueCache['kept'],
  minSparedRows = MIN_SPARED_ROWS,
): CatalogueRepository<C>['productAggregates'] {
  // A scope's rows per price bucket change only with the catalogue (stock moves rows between
  // in-stock groups, never between buckets).
  const spares = async (query: ProductQuery): Promise<boolean> => {
    const at = bucketSizesKey(query);
    if (!at) return false;
    const sizes = await kept(`facet-buckets:${JSON.stringify(at)}`, false, async () =>
      bucketSizesOf(
        rowsOf(await run((tx) => tx.execute(bucketSizesStatement(at.scope, at.status)))),
      ),
    );
    return countsSpare(query, sizes, minSparedRows);
  };
  return async (query, requests) => {
    catalogueReadLimit(requests.length, 'aggregates');
    return kept(
      `aggregates:${JSON.stringify([query, requests])}`,
      readsStock(query, requests),
      () => aggregatesOf(run, spares, query, requests),
    );
  };
}

/** The aggregates of one listing query, and how many products match it, read now. */
async function aggregatesOf(
  run: Run,
  spares: (query: ProductQuery) => Promise<boolean>,
  query: ProductQuery,
  requests: readonly ProductAggregateInput[],
): Promise<ListingAggregates> {
  const where = listingWhere(query) ?? sql`true`;
  const distinct = (fields: ProductAggregateField[]) => [...new Set(fields)];
  const termFields = distinct(
    requests.flatMap((r) => (r.type === 'TERMS' && SCALAR_TERMS[r.field] ? [r.field] : [])),
  );
  const arrayFields = distinct(
    requests.flatMap((r) => (r.type === 'TERMS' && ARRAY_TERMS[r.field] ? [r.field] : [])),
  );
  const numberFields = distinct(
    requests.flatMap((r) => (r.type !== 'TERMS' && NUMBERS[r.field] ? [r.field] : [])),
  );
  const facetRows = facetRowsWhere(query);
  const onFacetRows = facetRows && termFields.every((field) => FACET_ROW_TERMS[field]);
  const [source, sourceWhere] = onFacetRows ? [FACET_ROWS, facetRows] : [PRODUCT_ROWS, where];
  const counted = facetCountsStatement(query, requests, termFields);
  const statement =
    counted && (await spares(query))
      ? counted
      : scalarStatement(source, sourceWhere, termFields, numberFields);
  const { scalar, arrays } = await run(async (tx) => {
    const found = rowsOf(await tx.execute(statement));
    const lists = new Map<ProductAggregateField, readonly Record<string, unknown>[]>();
    for (const field of arrayFields) {
      const column = ARRAY_TERMS[field] ?? sql`null::text[]`;
      lists.set(field, rowsOf(await tx.execute(arrayStatement(where, column))));
    }
    return { scalar: found, arrays: lists };
  });
  const all = (1 << termFields.length) - 1;
  // The empty grouping set's row: every match (one row even when nothing matches).
  const whole = scalar.find((row) => Number(row['g']) === all);
  const items = requests.map((request) => {
    if (request.type !== 'TERMS') {
      const index = numberFields.indexOf(request.field);
      const row =
        index < 0 || !whole
          ? []
          : [
              {
                n: whole[`c_${index}`],
                s: whole[`s_${index}`],
                lo: whole[`lo_${index}`],
                hi: whole[`hi_${index}`],
              },
            ];
      return aggregateItem(request, summaryOf(request, row));
    }
    const listed = arrays.get(request.field);
    if (listed) return aggregateItem(request, summaryOf(request, listed));
    const index = termFields.indexOf(request.field);
    const bit = 1 << (termFields.length - 1 - index);
    const rows = scalar
      .filter((row) => Number(row['g']) === (all & ~bit) && row[`t_${index}`] != null)
      .map((row) => ({ term: row[`t_${index}`], n: row['n'] }));
    return aggregateItem(request, summaryOf(request, rows));
  });
  return { items, matches: Number(whole?.['n'] ?? 0) };
}
