import type { Product } from '@haat/storefront-api/catalogue';
import { PRODUCT_CONFLICT, writeProductEdit } from '../catalogue/edit-product.js';
import {
  runCsvImport,
  type CsvImportOutcome,
  type CsvImportRequest,
  type CsvImportRow,
} from '../csv/import-report.js';
import type { CsvRecord } from '../csv/read-csv-table.js';
import type { BackendDeps, ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { AuditActor } from '../ports/storage/audit.js';
import { updatedProduct, updatedVariant } from './product-changes.js';
import {
  changesOf,
  PRODUCT_CSV_COLUMNS,
  productCsvFields,
  type ProductCsvFields,
} from './product-csv-row.js';

/**
 * The most data rows one product file may have (each product row rewrites a catalogue document;
 * the file is one transaction).
 *
 * @example
 * records.length <= PRODUCT_CSV_MAX_ROWS;
 */
export const PRODUCT_CSV_MAX_ROWS = 5_000;

/** A row whose cells read: its product id and edit. */
interface EditRow {
  readonly row: number;
  readonly id: string;
  readonly fields: ProductCsvFields;
}

/** Each record as a product's edit, or its refusal (cells that do not read, no id). */
function editRows(records: readonly CsvRecord[]): (EditRow | CsvImportRow)[] {
  return records.map((record): EditRow | CsvImportRow => {
    const fields = productCsvFields(record);
    const id = record.cells.id ?? '';
    if (typeof fields === 'string' || id === '') {
      const message = typeof fields === 'string' ? fields : 'id is empty.';
      return { row: record.row, outcome: 'REFUSED', message };
    }
    return { row: record.row, id, fields };
  });
}

/** The rows of one product, edited one after the other over what the transaction read. */
async function editOne(
  repos: Repositories<ShopCatalogue>,
  deps: Pick<BackendDeps, 'ids'>,
  actor: AuditActor,
  at: number,
  id: string,
  rows: readonly EditRow[],
): Promise<CsvImportRow[]> {
  const found = await repos.catalogue.versionedProduct(id);
  const refuse = (row: number, message: string): CsvImportRow => ({
    row,
    outcome: 'REFUSED',
    message,
  });
  if (!found) return rows.map(({ row }) => refuse(row, `There is no product with id ${id}.`));
  const { product: current, version } = found;
  let next: Product = current;
  const seen = new Map<string, number>();
  const outcomes = rows.map(({ row, fields }): CsvImportRow => {
    const variant =
      fields.sku === null || current.variants.length === 0
        ? undefined
        : next.variants.find((candidate) => candidate.sku === fields.sku);
    if (
      current.variants.length > 0 &&
      fields.sku !== null &&
      !variant &&
      fields.sku !== current.sku
    ) {
      return refuse(row, `sku ${fields.sku} is not a variant of product ${id}.`);
    }
    const target = variant?.id ?? '';
    const first = seen.get(target);
    if (first !== undefined) {
      return refuse(row, `This ${variant ? 'variant' : 'product'} is also on row ${first}.`);
    }
    seen.set(target, row);
    const { sku, slug, ...shared } = fields;
    if (variant && slug !== null && slug !== next.slug) {
      return refuse(row, "slug is the product's: leave it blank on a variant's row.");
    }
    const edited = variant
      ? updatedVariant(next, { ...shared, productId: id, id: variant.id }, at)
      : updatedProduct(next, { ...shared, id, sku, slug }, at, new Set<string>());
    if (typeof edited === 'string') return refuse(row, edited);
    const after = variant ? edited.variants.find((v) => v.id === variant.id) : edited;
    const changes = changesOf(variant ?? next, after ?? edited);
    next = edited;
    return changes === ''
      ? { row, outcome: 'UNCHANGED', message: 'No change.' }
      : { row, outcome: 'CHANGED', message: changes };
  });
  if (!outcomes.some((outcome) => outcome.outcome === 'CHANGED')) return outcomes;
  const written = await writeProductEdit(repos, deps.ids, actor, {
    action: 'importProductsCsv',
    at,
    current,
    next,
    version,
  });
  if (written !== 'conflict' && written.ok) return outcomes;
  const message = written === 'conflict' ? PRODUCT_CONFLICT : written.message;
  return outcomes.map((outcome) =>
    outcome.outcome === 'CHANGED' ? refuse(outcome.row, message) : outcome,
  );
}

/**
 * `importProductsCsv`: edits of existing products from a CSV file (columns `id`, then any of
 * `title`, `slug`, `status`, `price`, `mrp`, `sku`, `min_qty`, `max_qty`; a blank cell keeps
 * what the product has; prices in rupees such as 474.05 or ₹1,299, exact to the paisa; at most
 * 2 MB and {@link PRODUCT_CSV_MAX_ROWS} rows). `id` names the product; on a product with
 * variants, a row whose `sku` is a variant's edits that variant (its title, status, prices and
 * quantities; its SKU is how it is found, so not changed here), and a row with a blank `sku` or
 * the product's own edits the product. A product without variants takes the row's `sku` as its
 * own. New products are not created from a file (`createProduct`).
 *
 * Each row is checked by the product and variant field checks of `updateProduct` and
 * `updateVariant` (status, price above ₹0, MRP at least the price in paise, whole quantities with
 * the maximum at least the minimum, slug format, a slug no other product has) and named with its
 * row when refused. Like `importStockCsv`, the preview and the apply run the same code in one
 * transaction (the preview's rolled back), and **a file with any refused row writes nothing**.
 * Applied, each changed product is written once through the live catalogue's versioned write
 * (every process sees it within 2 seconds) with its audit entry, all in one transaction; a
 * repeat of the idempotency key answers the first report.
 *
 * @example
 * await importProducts(deps, actor, { content: 'id,price,mrp\np1,474.05,599\n', dryRun: true,
 *   idempotencyKey });
 * // { ok: true, report: { applied: false, changed: 1, …,
 * //   rows: [{ row: 2, outcome: 'CHANGED', message: 'price: ₹499 → ₹474.05' }] } }
 */
export function importProducts(
  deps: Pick<BackendDeps, 'storage' | 'clock' | 'ids'>,
  actor: AuditActor,
  request: CsvImportRequest,
): Promise<CsvImportOutcome> {
  return runCsvImport(deps, actor, request, {
    scope: 'importProductsCsv',
    columns: PRODUCT_CSV_COLUMNS,
    maxRows: PRODUCT_CSV_MAX_ROWS,
    read: editRows,
    apply: async (repos, rows, { at }) => {
      const byProduct = new Map<string, EditRow[]>();
      for (const row of rows) byProduct.set(row.id, [...(byProduct.get(row.id) ?? []), row]);
      const outcomes: CsvImportRow[] = [];
      // Products in id order: concurrent imports lock their rows in one order.
      for (const id of [...byProduct.keys()].sort()) {
        outcomes.push(...(await editOne(repos, deps, actor, at, id, byProduct.get(id) ?? [])));
      }
      return { outcomes, applied: null };
    },
    // No audit of the file: each product's entry is written with its change (writeProductEdit).
  });
}
