import { initialStock, seedReviewRecords, type CatalogueSeed } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { CatalogueFileError, type CatalogueEntry, type CataloguePart } from '../catalogue-file.js';
import type { Database } from '../database.js';
import { catalogueDocuments, productStockKeys, reviews, searchWords } from '../schema/index.js';
import { announceCatalogueChange } from './catalogue-write.js';
import {
  inBatches,
  insertDocuments,
  insertProducts,
  STORE,
  stockStub,
  upsertStock,
} from './catalogue-rows.js';
import { SEED_LOCK } from './create-sql-storage.js';
import { finishProductsLoad, PRODUCTS_LOADING, startProductsLoad } from './products-swap.js';
import type { Tx } from './executor.js';
import { CATALOGUE_LOAD_LOCK, inStockInBulk, recountInStock } from './in-stock.js';
import { phaseClock, type LoadPhases, type PhaseClock } from './load-phases.js';

/** What a catalogue load changed. */
export interface CatalogueReplaced {
  readonly products: number;
  readonly stockRows: number;
  readonly seededReviews: number;
  /** Where the time went, phase by phase (`formatPhases` prints it). */
  readonly phases: LoadPhases;
}

/** Entries written per batch. */
const BATCH = 500;

type Product = CatalogueSeed['products'][number];

/** The load's state while entries stream in: what was written, and what is waited for. */
class Load {
  readonly ids = new Set<string>();
  readonly slugs = new Set<string>();
  readonly stubs: Product[] = [];
  readonly positions = new Map<CataloguePart, number>();
  readonly pending = new Map<CataloguePart, Record<string, unknown>[]>();
  storeId: string | null = null;
  settings: CatalogueSeed['settings'] = [];
  collections: CatalogueSeed['collections'] = [];
  reviews = 0;
  /** The products batch the database is writing, if any. */
  written: Promise<void> = Promise.resolve();
  /** Time spent waiting for the database to finish a products batch (in ms). */
  waited = 0;

  constructor(readonly tx: Tx) {}

  /** Takes one entry; writes a batch once one is full. */
  async take({ part, value }: CatalogueEntry): Promise<void> {
    if (part === 'store') {
      if (this.storeId !== null) throw new CatalogueFileError('The catalogue file has two stores');
      this.storeId = String(value['id']);
      await insertDocuments(this.tx, STORE, [value], 0, () => String(value['id']));
      return;
    }
    if (part === 'products') this.checkProduct(value as unknown as Product);
    if (part === 'settings')
      this.settings = [...this.settings, value as { key: string; value: string }];
    if (part === 'collections') {
      if (this.ids.size > 0) {
        throw new CatalogueFileError(
          "The catalogue file lists collections after products: collections come first (search finds products by their collections' names)",
        );
      }
      this.collections = [...this.collections, value as CatalogueSeed['collections'][number]];
    }
    const batch = [...(this.pending.get(part) ?? []), value];
    this.pending.set(part, batch);
    if (batch.length >= BATCH) await this.flush(part);
  }

  /** Refuses a repeated product id or slug (a Set each: linear in the file's size). */
  private checkProduct(product: Product): void {
    if (this.ids.has(product.id)) {
      throw new CatalogueFileError(`The catalogue file repeats product id ${product.id}`);
    }
    if (this.slugs.has(product.slug)) {
      throw new CatalogueFileError(`The catalogue file repeats product slug ${product.slug}`);
    }
    this.ids.add(product.id);
    this.slugs.add(product.slug);
    // Stock needs BLOCK_INVENTORY, which may come later in the file: only what it reads is kept.
    this.stubs.push(stockStub(product));
  }

  /** Writes what waits of one part. */
  async flush(part: CataloguePart): Promise<void> {
    const batch = this.pending.get(part) ?? [];
    if (batch.length === 0) return;
    this.pending.set(part, []);
    const position = this.positions.get(part) ?? 0;
    this.positions.set(part, position + batch.length);
    if (part === 'products') {
      // One batch in flight while the next is read and computed: on PostgreSQL the server
      // writes it on the other core meanwhile. Awaited before the next is sent (bounded
      // memory) and at the end; marked handled now, so a failure surfaces there, not as an
      // unhandled rejection while the file is read.
      const waiting = performance.now();
      await this.written;
      this.waited += performance.now() - waiting;
      this.written = insertProducts(
        this.tx,
        this,
        batch as unknown as Product[],
        position,
        PRODUCTS_LOADING,
      );
      this.written.catch(() => undefined);
    } else if (part === 'reviews') {
      const records = seedReviewRecords({
        reviews: batch as unknown as CatalogueSeed['reviews'],
      });
      this.reviews += records.length;
      await inBatches(records, (rows) =>
        this.tx
          .insert(reviews)
          .values(rows.map((review) => ({ ...review, images: [...review.images], seeded: true }))),
      );
    } else if (part !== 'store') {
      await insertDocuments(this.tx, part, batch, position);
    }
  }
}

/**
 * Replaces the shop's catalogue with the entries of a catalogue file (`readCatalogueFile`,
 * streamed: written in batches as they arrive, never held whole) in one transaction under the
 * seeding lock: the store, every list and every product, their search vocabulary and in-stock
 * keys. A product's `inventory` in the file is what can still be sold (less `BLOCK_INVENTORY`,
 * as at seeding): units already taken by orders stay taken, so each stock row becomes
 * `on_hand = reserved + the file's count`; each product's `stocked` is written with it and
 * recounted once the stock is (`CATALOGUE_LOAD_LOCK`). Products go into a table of the load's
 * own, indexed once complete and swapped in at the end (`startProductsLoad`,
 * `finishProductsLoad`): readers keep the live catalogue until then. The seeded reviews are
 * replaced, shoppers' reviews kept; orders, shoppers and payments are untouched. A problem anywhere in the file rolls
 * everything back. The change is announced on commit (`pg_notify`): running server processes
 * on PostgreSQL serve the new catalogue within moments, without a restart.
 *
 * @example
 * await replaceCatalogue(database, readCatalogueFile('catalogue.jsonl'));
 */
export async function replaceCatalogue(
  database: Pick<Database, 'db'>,
  entries: AsyncIterable<CatalogueEntry> | Iterable<CatalogueEntry>,
): Promise<CatalogueReplaced> {
  return database.db.transaction(async (tx) => {
    const clock: PhaseClock = phaseClock();
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOAD_LOCK})`);
    await inStockInBulk(tx);
    // Readers go on reading the live products; a staff edit waits for the load (as it waited on
    // the rows the load replaced), then edits the loaded product.
    await tx.execute(sql`lock table products in exclusive mode`);
    await startProductsLoad(tx);
    await tx.delete(productStockKeys);
    await tx.delete(catalogueDocuments);
    await tx.delete(searchWords);
    await tx.delete(reviews).where(sql`${reviews.seeded}`);
    clock.mark('clearing');
    const load = new Load(tx);
    for await (const entry of entries) await load.take(entry);
    for (const part of load.pending.keys()) await load.flush(part);
    await load.written;
    clock.mark('rows');
    clock.phases.set('(of which waiting for the database)', load.waited);
    if (load.storeId === null) throw new CatalogueFileError('The catalogue file has no store');
    const rows = initialStock({ settings: load.settings, products: load.stubs });
    await upsertStock(tx, rows, { keepTaken: true });
    clock.mark('stock');
    // After every stock row is written (and so every order holding one has committed); before
    // the indexes are built, so none is kept up row by row.
    await recountInStock(tx, PRODUCTS_LOADING);
    clock.mark('in-stock recount');
    await finishProductsLoad(tx, clock);
    // The stock rows and keys were rewritten too: the planner learns them now, not at the
    // next autovacuum (PGlite has none: its upkeep waits for a quiet second).
    await tx.execute(sql`analyze stock, product_stock_keys`);
    clock.mark('analyze stock');
    await announceCatalogueChange(tx, null);
    return {
      products: load.ids.size,
      stockRows: rows.length,
      seededReviews: load.reviews,
      phases: clock.phases,
    };
  });
}
