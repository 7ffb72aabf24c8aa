import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * How many of a scope's `product_facets` rows share one price bucket and one value of every
 * facet term (status, category, sub-category, whole rating, in stock): a listing's facets under
 * a price range add up the buckets the range covers whole (a few hundred rows) and read only the
 * rows of the two buckets at its ends (src/storage/sql/facet-counts.ts).
 * Kept by the database in the transaction that rewrites a product's facet rows (migration 0033:
 * `haat_write_product_facets` adds the rows' change to their groups, one upsert in key order).
 * A bucket is `haat_facet_bucket(price_paise)`: ₹100 of prices (`FACET_BUCKET_PAISE`).
 */
export const productFacetCounts = pgTable(
  'product_facet_counts',
  {
    scope: text('scope').notNull(),
    status: text('status').notNull(),
    bucket: integer('bucket').notNull(),
    categorySlug: text('category_slug'),
    subCategorySlug: text('sub_category_slug'),
    /** floor(coalesce(rating, 0)): a whole least rating is exact on it. */
    ratingFloor: integer('rating_floor').notNull(),
    inStock: boolean('in_stock').notNull(),
    /** 0 once its last product left (the row is kept: a concurrent writer may add to it). */
    products: integer('products').notNull(),
  },
  (t) => [
    unique('product_facet_counts_group')
      .on(t.scope, t.status, t.bucket, t.ratingFloor, t.inStock, t.categorySlug, t.subCategorySlug)
      .nullsNotDistinct(),
  ],
);
