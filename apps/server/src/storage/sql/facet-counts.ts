import { toPaise } from '@haat/commerce-core';
import type { ProductQuery } from '@haat/storefront-backend';
import type { ProductAggregateField, ProductAggregateInput } from '@haat/storefront-api/resolvers';
import { and, sql, type SQL } from 'drizzle-orm';
import { productFacetCounts, productFacets } from '../schema/index.js';
import { facetGroupsWhere, facetRowsWhere } from './listing-where.js';

/**
 * The width of a `product_facet_counts` bucket in paise: ₹100, as migration 0033's
 * `haat_facet_bucket` (`floor(price_paise / 10000.0)`) buckets. Wider buckets are fewer group
 * rows for a range to add up, narrower ones fewer rows to read at its ends: at 100,000 products
 * (~40 a rupee in the whole shop, ~8 in a collection, ~80 groups a bucket) ₹100 reads the fewest
 * for the shop page's ranges.
 */
export const FACET_BUCKET_PAISE = 10_000;

/** The term fields the groups hold, each as its column (the same terms as `product_facets`'). */
const GROUP_TERMS: Readonly<Partial<Record<ProductAggregateField, { rows: SQL; groups: SQL }>>> = {
  CATEGORY: {
    rows: sql`${productFacets.categorySlug}`,
    groups: sql`${productFacetCounts.categorySlug}`,
  },
  SUB_CATEGORY: {
    rows: sql`${productFacets.subCategorySlug}`,
    groups: sql`${productFacetCounts.subCategorySlug}`,
  },
  RATING: {
    rows: sql`floor(coalesce(${productFacets.rating}, 0))::int`,
    groups: sql`${productFacetCounts.ratingFloor}`,
  },
  IN_STOCK: { rows: sql`${productFacets.inStock}`, groups: sql`${productFacetCounts.inStock}` },
};

/** Term as text from a group's key `k`, as the answer's buckets name it. */
const termOf = (k: SQL): SQL => sql`${k}::text`;

/** A price range's parts: the buckets it covers whole, and the paise ranges at its two ends. */
export interface PriceParts {
  /** The first and last whole bucket (null: unbounded); null when no bucket is whole. */
  readonly buckets: { readonly from: number | null; readonly to: number | null } | null;
  /**
   * Inclusive paise ranges read row by row (the partial buckets at the range's ends), each on
   * its side of the whole buckets ('low' too when no bucket is whole: the range itself).
   */
  readonly ends: readonly PriceEnd[];
}

/** A partial bucket at one end of a price range: its paise, `from` to `to` inclusive. */
interface PriceEnd {
  readonly side: 'low' | 'high';
  readonly from: number;
  readonly to: number;
}

/**
 * Splits a listing's price range (rupees to paise through commerce-core's one rounding, as the
 * filter compares) into whole buckets and the rows at its ends: ₹237.50–1,842 is buckets
 * ₹300–1,799.99 and the rows of ₹237.50–299.99 and ₹1,800–1,842.
 */
export function priceParts(query: ProductQuery): PriceParts {
  const min = query.priceMin == null ? null : toPaise(query.priceMin);
  const max = query.priceMax == null ? null : toPaise(query.priceMax);
  const from = min === null ? null : Math.ceil(min / FACET_BUCKET_PAISE);
  const to = max === null ? null : Math.floor((max + 1) / FACET_BUCKET_PAISE) - 1;
  if (min !== null && max !== null && from !== null && to !== null && from > to) {
    return { buckets: null, ends: [{ side: 'low', from: min, to: max }] };
  }
  const ends: PriceEnd[] = [];
  if (min !== null && from !== null && min < from * FACET_BUCKET_PAISE) {
    ends.push({ side: 'low', from: min, to: from * FACET_BUCKET_PAISE - 1 });
  }
  if (max !== null && to !== null && (to + 1) * FACET_BUCKET_PAISE <= max) {
    ends.push({ side: 'high', from: (to + 1) * FACET_BUCKET_PAISE, to: max });
  }
  return { buckets: { from, to }, ends };
}

/** The price's figures over the ends' rows (`c_0`, `lo_0`, `hi_0`; no sum is asked). */
const rowFigures = sql`count(*) as c_0, min(${productFacets.price}) as lo_0,
  max(${productFacets.price}) as hi_0`;

/** The same over whole buckets' groups: their least and greatest are read apart. */
const groupFigures = sql`sum(${productFacetCounts.products}) as c_0, null::int as lo_0,
  null::int as hi_0, null::int as e`;

/**
 * The statement `scalarStatement` would run on the listing's facet rows, answered from
 * `product_facet_counts` instead: the groups of the buckets the price range covers whole, plus
 * the facet rows of the partial buckets at its ends, rolled up by the same GROUPING SETS into
 * the same columns (`g`, `t_<i>`, `n`, and `c_0`, `lo_0`, `hi_0` for the price: the groups hold
 * no sums). The price's least and greatest are exact: the ends' rows', and the rows of the first
 * and last whole bucket holding a match (the listing index's first or last match in that
 * bucket). Null when the groups cannot answer (`facetGroupsWhere`), or anything but the terms of
 * category, sub-category, rating and in stock and the price's MIN and MAX is asked.
 *
 * @example
 * facetCountsStatement({ priceMin: 100, priceMax: 900 }, [{ name: 'lo', type: 'MIN', field: 'PRICE' }], []); // SQL
 * facetCountsStatement({ text: 'glow' }, [], []); // null
 */
export function facetCountsStatement(
  query: ProductQuery,
  requests: readonly ProductAggregateInput[],
  termFields: readonly ProductAggregateField[],
): SQL | null {
  const groupsWhere = facetGroupsWhere(query);
  const { priceMin: _min, priceMax: _max, ...unpriced } = query;
  const rowsWhere = facetRowsWhere(unpriced);
  const answerable = requests.every((request) =>
    request.type === 'TERMS'
      ? GROUP_TERMS[request.field] !== undefined
      : request.field === 'PRICE' && (request.type === 'MIN' || request.type === 'MAX'),
  );
  if (!groupsWhere || !rowsWhere || !answerable) return null;
  const terms = termFields.flatMap((field) => GROUP_TERMS[field] ?? []);
  const priced = requests.some((request) => request.type !== 'TERMS');
  const { buckets, ends } = priceParts(query);
  const keys = terms.map((_, index) => sql.raw(`k_${index}`));
  const { price } = productFacets;
  const { bucket, products } = productFacetCounts;
  const grouped = (columns: SQL[], from: SQL) =>
    sql`select ${sql.join(columns, sql`, `)} from ${from}${
      keys.length > 0 ? sql` group by ${sql.join(keys, sql`, `)}` : sql``
    }`;
  // `e`: the side of an end's rows (0 low, 1 high), which the price's least and greatest take.
  const parts = ends.map((end) =>
    grouped(
      [
        ...terms.map((term, index) => sql`${term.rows} as ${keys[index]}`),
        sql`count(*) as n`,
        ...(priced ? [rowFigures, sql.raw(`${end.side === 'low' ? 0 : 1} as e`)] : []),
      ],
      sql`${productFacets} where ${rowsWhere} and ${price} >= ${end.from}
        and ${price} <= ${end.to}`,
    ),
  );
  // The least price is the low end's least, else the first whole bucket's holding a match,
  // else the high end's (coalesce reads a bucket's rows only when the low end has no match).
  let lo = [sql`min(lo_0) filter (where e = 0)`, sql`min(lo_0) filter (where e = 1)`];
  let hi = [sql`max(hi_0) filter (where e = 1)`, sql`max(hi_0) filter (where e = 0)`];
  if (buckets) {
    const whole =
      and(
        groupsWhere,
        sql`${products} <> 0`,
        buckets.from === null ? undefined : sql`${bucket} >= ${buckets.from}`,
        buckets.to === null ? undefined : sql`${bucket} <= ${buckets.to}`,
      ) ?? groupsWhere;
    parts.push(
      grouped(
        [
          ...terms.map((term, index) => sql`${term.groups} as ${keys[index]}`),
          sql`sum(${products}) as n`,
          ...(priced ? [groupFigures] : []),
        ],
        sql`${productFacetCounts} where ${whole}`,
      ),
    );
    // The rows of the first (last) whole bucket holding a match: its least (greatest) price.
    const end = (pick: SQL) => {
      const at = sql`(select ${pick}(${bucket}) from ${productFacetCounts} where ${whole})`;
      return sql`(select ${pick}(${price}) from ${productFacets} where ${rowsWhere}
        and ${price} >= ${at} * ${FACET_BUCKET_PAISE}
        and ${price} < (${at} + 1) * ${FACET_BUCKET_PAISE})`;
    };
    lo = [lo[0] ?? sql`null`, end(sql`min`), lo[1] ?? sql`null`];
    hi = [hi[0] ?? sql`null`, end(sql`max`), hi[1] ?? sql`null`];
  }
  const named = terms.map((_, index) => termOf(sql.raw(`k_${index}`)));
  const grouping = named.length > 0 ? sql`grouping(${sql.join(named, sql`, `)})::int` : sql`0`;
  // Only the every-match row answers the price (a term's rows would read the buckets' rows).
  const every = (figure: SQL[]) =>
    sql`case when ${grouping} = ${(1 << named.length) - 1}
      then coalesce(${sql.join(figure, sql`, `)}) end::float8`;
  const columns = [
    sql`${grouping} as g`,
    ...named.map((term, index) => sql`${term} as ${sql.raw(`t_${index}`)}`),
    sql`coalesce(sum(n), 0)::float8 as n`,
    ...(priced
      ? [
          sql`coalesce(sum(c_0), 0)::float8 as c_0, ${every(lo)} as lo_0,
            ${every(hi)} as hi_0`,
        ]
      : []),
  ];
  const sets = [...named.map((term) => sql`(${term})`), sql`()`];
  return sql`select ${sql.join(columns, sql`, `)}
    from (${sql.join(parts, sql` union all `)}) as groups${
      named.length > 0 ? sql` group by grouping sets (${sql.join(sets, sql`, `)})` : sql``
    }`;
}
