import { messageAmount } from '@haat/commerce-core';
import type { ProductStatus } from '@haat/storefront-api/admin-resolvers';
import type { Product, Variant } from '@haat/storefront-api/catalogue';
import type { CsvRecord } from '../csv/read-csv-table.js';
import { rupeesOf } from './input-checks.js';

/**
 * The product file's columns (the admin contract's `importProductsCsv`): `id` names the product;
 * every other cell left blank keeps what the product has.
 *
 * @example
 * PRODUCT_CSV_COLUMNS.required; // ['id']
 */
export const PRODUCT_CSV_COLUMNS = {
  required: ['id'],
  optional: ['title', 'slug', 'status', 'price', 'mrp', 'sku', 'min_qty', 'max_qty'],
} as const;

/**
 * A row's edit as `updateProduct` / `updateVariant` take it (blank cells absent), or the problem
 * with one of its cells.
 *
 * @example
 * const fields: ProductCsvFields = { title: null, slug: null, status: null, price: 474.05,
 *   listingPrice: null, sku: null, minimumOrderQuantity: null, maximumOrderQuantity: null };
 */
export interface ProductCsvFields {
  readonly title: string | null;
  readonly slug: string | null;
  readonly status: ProductStatus | null;
  readonly price: number | null;
  readonly listingPrice: number | null;
  readonly sku: string | null;
  readonly minimumOrderQuantity: number | null;
  readonly maximumOrderQuantity: number | null;
}

/**
 * Rupees from a cell ("474.05", "₹1,299", blank: null), or the problem naming the column.
 *
 * @example
 * rupeesCell('price', '₹1,299'); // 1299
 * rupeesCell('price', 'abc'); // 'price must be an amount in rupees, e.g. 474.05 (not "abc").'
 */
export function rupeesCell(column: string, cell: string): number | null | string {
  if (cell === '') return null;
  const text = cell.replace(/^₹\s*/, '').replaceAll(',', '');
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return `${column} must be an amount in rupees, e.g. 474.05 (not "${cell}").`;
  }
  try {
    // The admin API's one check of typed rupees (range, at most 2 decimals), exact in paise.
    return rupeesOf(column, Number(text));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A whole number from a cell (blank: null), or the problem naming the column. */
function wholeCell(column: string, cell: string): number | null | string {
  if (cell === '') return null;
  return /^\d{1,6}$/.test(cell)
    ? Number(cell)
    : `${column} must be a whole number (not "${cell}").`;
}

/**
 * The edit a row of the product file asks for, or the first problem with its cells (checks that
 * need no product; the product and variant field checks run on the edited product).
 *
 * @example
 * productCsvFields({ row: 2, cells: { id: 'p1', price: '474.05', mrp: '', … }, problem: null });
 */
export function productCsvFields(record: CsvRecord): ProductCsvFields | string {
  if (record.problem) return record.problem;
  const cell = (name: string) => record.cells[name] ?? '';
  const price = rupeesCell('price', cell('price'));
  const mrp = rupeesCell('mrp', cell('mrp'));
  const least = wholeCell('min_qty', cell('min_qty'));
  const most = wholeCell('max_qty', cell('max_qty'));
  const problem = [price, mrp, least, most].find((value) => typeof value === 'string');
  if (typeof problem === 'string') return problem;
  const text = (name: string) => cell(name) || null;
  return {
    title: text('title'),
    slug: text('slug'),
    // Upper-cased as staff may type it; the product field checks refuse any other status.
    status: (text('status')?.toUpperCase() ?? null) as ProductStatus | null,
    price: price as number | null,
    listingPrice: mrp as number | null,
    sku: text('sku'),
    minimumOrderQuantity: least as number | null,
    maximumOrderQuantity: most as number | null,
  };
}

/** The fields a row's report names, as a product or variant holds them. */
type Named = Pick<
  Variant,
  | 'title'
  | 'status'
  | 'price'
  | 'listingPrice'
  | 'sku'
  | 'minimumOrderQuantity'
  | 'maximumOrderQuantity'
> & { readonly slug?: string };

const shown: readonly [string, (item: Named) => string][] = [
  ['title', (item) => item.title],
  ['slug', (item) => item.slug ?? ''],
  ['status', (item) => item.status],
  ['price', (item) => `₹${messageAmount(item.price)}`],
  ['mrp', (item) => `₹${messageAmount(item.listingPrice)}`],
  ['sku', (item) => item.sku],
  ['min_qty', (item) => String(item.minimumOrderQuantity)],
  ['max_qty', (item) => String(item.maximumOrderQuantity)],
];

/**
 * What changed between two versions of a product or variant, as a row's report says it
 * (`price: ₹499 → ₹474.05; mrp: …`), or '' when nothing did.
 *
 * @example
 * changesOf(serum, { ...serum, price: 474.05 }); // 'price: ₹499 → ₹474.05'
 */
export function changesOf(before: Named | Product, after: Named | Product): string {
  return shown
    .map(([name, read]) => [name, read(before), read(after)] as const)
    .filter(([, was, now]) => was !== now)
    .map(([name, was, now]) => `${name}: ${was} → ${now}`)
    .join('; ');
}
