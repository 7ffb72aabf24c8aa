import { boolean, doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { paise } from './columns.js';

/**
 * The facet columns of every product, once per listing scope it belongs to: `scope` '' (the
 * whole shop) and each of its collections. Kept by the database itself, whoever writes
 * (migration 0031's triggers on `products` rewrite a product's rows in the writing
 * transaction; a catalogue load rebuilds them when it swaps its products in), so a stock change
 * that moves `in_stock` moves it here too. The listing index makes a scope's facets (under a
 * price range, a least rating, in stock only) one index-only range: the matches' facet terms
 * are read from the index, never from the products' rows (product-aggregates.ts).
 */
export const productFacets = pgTable(
  'product_facets',
  {
    scope: text('scope').notNull(),
    productId: text('product_id').notNull(),
    status: text('status').notNull(),
    price: paise('price_paise').notNull(),
    rating: doublePrecision('rating'),
    inStock: boolean('in_stock').notNull(),
    categorySlug: text('category_slug'),
    subCategorySlug: text('sub_category_slug'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.scope] }),
    index('product_facets_listing').on(
      t.scope,
      t.status,
      t.price,
      t.rating,
      t.inStock,
      t.categorySlug,
      t.subCategorySlug,
    ),
  ],
);
