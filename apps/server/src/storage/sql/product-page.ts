import {
  listingKeys,
  listingPageRequest,
  type CatalogueRepository,
  type CatalogueSeed,
  type ListingCursor,
  type ProductOf,
  type ProductQuerySort,
  type StockLevel,
} from '@haat/storefront-backend';
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { productFacets, products, stock } from '../schema/index.js';
import type { CatalogueCache } from './catalogue-cache.js';
import type { Run } from './executor.js';
import { availableUnits } from './stock.js';
import { facetRowsWhere, listingWhere } from './listing-where.js';

/** One key of a sort order in SQL: its expression (indexed), direction and parameter type. */
interface SqlKey {
  readonly expr: SQL;
  readonly direction: 1 | -1;
  readonly cast: 'float8' | 'bigint' | 'integer';
}

/**
 * Each sort order's keys as the columns hold them: the same numbers as the backend's
 * `LISTING_SORT_KEYS` (the conformance suite pages every order both ways), each order served
 * by its index
 * (`products_sort_*`: status, these keys, curated position, id).
 */
const SORT_KEYS: Readonly<Record<ProductQuerySort, readonly SqlKey[]>> = {
  DEFAULT: [],
  LATEST: [{ expr: sql`${products.createdAt}`, direction: -1, cast: 'bigint' }],
  BEST_SELLER: [{ expr: sql`${products.totalOrders}`, direction: -1, cast: 'integer' }],
  POPULARITY: [
    { expr: sql`coalesce(${products.rating}, 0)`, direction: -1, cast: 'float8' },
    { expr: sql`${products.totalRatings}`, direction: -1, cast: 'integer' },
  ],
  PRICE_HIGH: [{ expr: sql`${products.price}`, direction: -1, cast: 'integer' }],
  PRICE_LOW: [{ expr: sql`${products.price}`, direction: 1, cast: 'integer' }],
  RECOMMEND_PRIORITY: [
    {
      expr: sql`coalesce(${products.recommendPriority}::float8, 'Infinity'::float8)`,
      direction: 1,
      cast: 'float8',
    },
  ],
};

const POSITION: SqlKey = { expr: sql`${products.curatedPosition}`, direction: 1, cast: 'integer' };
const ID = sql`${products.id} collate "C"`;

/** The keys of a sort order, the curated position last. */
const keysOf = (sort: ProductQuerySort): readonly SqlKey[] => [...SORT_KEYS[sort], POSITION];

const param = (key: SqlKey, value: number): SQL =>
  sql`${Number.isFinite(value) ? value : String(value)}::${sql.raw(key.cast)}`;

/**
 * Rows strictly after `after` in the sort order: `(k1 after v1) or (k1 = v1 and (…(id > i)))`,
 * with a bound on the first key (`k1 >= v1` ascending) that lets the index start there.
 */
function afterCursor(sort: ProductQuerySort, after: ListingCursor): SQL {
  const keys = keysOf(sort);
  let condition: SQL = sql`${ID} > ${after.id}`;
  for (let index = keys.length - 1; index >= 0; index -= 1) {
    const key = keys[index];
    const value = after.keys[index];
    if (!key || value === undefined) throw new RangeError('A listing cursor of another sort');
    const beyond = key.direction === 1 ? sql`>` : sql`<`;
    condition = sql`(${key.expr} ${beyond} ${param(key, value)} or (${key.expr} = ${param(key, value)} and ${condition}))`;
  }
  const first = keys[0];
  const start = after.keys[0];
  if (!first || start === undefined) return condition;
  const from = first.direction === 1 ? sql`>=` : sql`<=`;
  return sql`${first.expr} ${from} ${param(first, start)} and ${condition}`;
}

const orderBy = (sort: ProductQuerySort): SQL[] => [
  ...keysOf(sort).map((key) => sql`${key.expr} ${sql.raw(key.direction === 1 ? 'asc' : 'desc')}`),
  sql`${ID} asc`,
];

/**
 * The live stock of a product as `[key, available]` pairs: every stock row of its key
 * and of its variants' keys (`id:variant`; ids never hold `:`, so they are exactly the keys
 * between `id:` and `id;` in byte order, the `stock_key_bytes` index), each key's
 * `availableUnits` (as `StockRepository.available` answers).
 */
const levelsOf = sql<
  [string, number | null][]
>`(select coalesce(json_agg(json_build_array(${stock.key}, ${availableUnits})), '[]'::json)
  from ${stock} where ${stock.key} = ${products.id}
    or (${stock.key} collate "C" > ${products.id} || ':' and ${stock.key} collate "C" < ${products.id} || ';'))`;

/** The levels of a page's rows, flattened. */
const levelsIn = (rows: readonly { readonly levels: [string, number | null][] }[]): StockLevel[] =>
  rows.flatMap((row) => row.levels.map(([key, available]) => ({ key, available })));

/** A listing page as read, before its cursor: the page by slug also answers its stock levels. */
interface Listed<P> {
  readonly items: readonly P[];
  readonly more: boolean;
  readonly levels?: readonly StockLevel[];
}

/**
 * `productPage` in SQL: WHERE on the filter columns (`listingWhere`), ORDER BY the sort's
 * indexed keys, then LIMIT (one row more than the page, to know whether more follow) after the
 * cursor (keyset) or OFFSET; the page's documents are read by id through `documents` (the
 * process's cache), but a page by slug (at most one product: slugs are unique) reads its
 * document and its stock levels (`levelsOf`) in the page's statement (one statement, not two;
 * the document kept through `found`). A page of many products reads its stock afterwards, by key
 * (one index probe a key in one statement costs less than a subquery a row: at 100,000 products
 * the subquery made listing page 1 and the deep page slower on PGlite). The total, unless the
 * request asks for none (`count` false), is a COUNT of all matches (of the scope's
 * `product_facets` rows when they can answer the query: see `facetRowsWhere`) through `counted`:
 * kept per query (`CatalogueCache.kept`, by the query alone: a listing's pages and sorts share
 * it), dropped when the catalogue changes, or stock when the query reads it (`inStock`).
 *
 * @example
 * const page = productPageIn(run, documents, cache.found, (key, onStock, load) => cache.kept(key, onStock, load));
 * await page({ categorySlug: 'skin' }, 'PRICE_LOW', { offset: 0, limit: 48 });
 */
export function productPageIn<C extends CatalogueSeed>(
  run: Run,
  documents: (ids: readonly string[]) => Promise<readonly (ProductOf<C> | null)[]>,
  found: CatalogueCache['found'],
  counted: CatalogueCache['kept'],
): CatalogueRepository<C>['productPage'] {
  return async (query, sort, page) => {
    listingPageRequest(page);
    const where = listingWhere(query);
    const paged = page.after ? and(where, afterCursor(sort, page.after)) : where;
    const count = () =>
      counted(`count:${JSON.stringify(query)}`, query.inStock != null, async () => {
        // The scope's facet rows when they can answer the query: an index-only count.
        const facetRows = facetRowsWhere(query);
        const [row] = await run((tx) =>
          facetRows
            ? tx
                .select({ total: sql<number>`count(*)::int` })
                .from(productFacets)
                .where(facetRows)
            : tx
                .select({ total: sql<number>`count(*)::int` })
                .from(products)
                .where(where),
        );
        return Number(row?.total ?? 0);
      });
    // The page's rows in the sort's order, one more than the page (to know whether more follow).
    const paging = <Q extends PgSelect>(select: Q) =>
      select
        .where(paged)
        .orderBy(...orderBy(sort))
        .limit(page.limit + 1)
        .offset(page.after ? 0 : page.offset);
    const listed = async (): Promise<Listed<ProductOf<C>>> => {
      if (query.slug) {
        // At most one product (slugs are unique): its document and stock are read with the page.
        const rows = await found(() =>
          run((tx) =>
            paging(
              tx
                .select({
                  id: products.id,
                  data: products.data,
                  bytes: products.dataBytes,
                  levels: levelsOf,
                })
                .from(products)
                .$dynamic(),
            ),
          ),
        );
        const listedRows = rows.slice(0, page.limit);
        // The documents are the JSON the products were written from.
        const items = listedRows.map((row) => row.data as ProductOf<C>);
        return { items, more: rows.length > page.limit, levels: levelsIn(listedRows) };
      }
      const rows = await run((tx) =>
        paging(tx.select({ id: products.id }).from(products).$dynamic()),
      );
      const ids = rows.slice(0, page.limit).map((row) => row.id);
      const items = (await documents(ids)).flatMap((product) => (product ? [product] : []));
      return { items, more: rows.length > page.limit };
    };
    const [{ items, more, levels: read }, total] = await Promise.all([
      listed(),
      page.count === false ? null : count(),
    ]);
    const last = items.at(-1);
    return {
      items,
      total,
      more,
      last: last ? listingKeys(last, sort) : null,
      ...(read && { levels: read }),
    };
  };
}
