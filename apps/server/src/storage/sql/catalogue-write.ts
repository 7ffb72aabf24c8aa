import {
  initialStock,
  type CatalogueSeed,
  type ProductWriteOutcome,
} from '@haat/storefront-backend';
import { eq, inArray, sql } from 'drizzle-orm';
import { products, productStockKeys, stock } from '../schema/index.js';
import { insertSearchWords, insertStockKeys, productRow, upsertStock } from './catalogue-rows.js';
import { collectionsIn, shareCollectionsLock } from './collection-words.js';
import { uniqueViolation, type Tx } from './executor.js';

/** The PostgreSQL channel catalogue changes are announced on (payload: `catalogueChange`). */
export const CATALOGUE_CHANNEL = 'haat_catalogue_changed';

/** A notification's payload must stay under PostgreSQL's 8,000 bytes. */
const MOST_PAYLOAD = 7_000;

/**
 * Announces a catalogue change to every process listening on `CATALOGUE_CHANNEL`, inside the
 * writing transaction: PostgreSQL delivers it only if the transaction commits, and only then.
 * The payload is the changed product ids as JSON, or `*` (everything: a catalogue load, or too
 * many ids for one notification).
 *
 * @example
 * await announceCatalogueChange(tx, ['p1']);
 */
export async function announceCatalogueChange(
  tx: Tx,
  ids: readonly string[] | null,
): Promise<void> {
  const listed = ids === null ? '*' : JSON.stringify(ids);
  const payload = listed.length > MOST_PAYLOAD ? '*' : listed;
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);
}

/**
 * Reads a change's payload: the changed product ids, or null for everything.
 *
 * @example
 * catalogueChange('["p1"]'); // ['p1']
 */
export function catalogueChange(payload: string): readonly string[] | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** What a product write needs of the catalogue besides the product. */
export interface WriteFacts {
  readonly settings: CatalogueSeed['settings'];
  readonly collections: CatalogueSeed['collections'];
}

type Product = CatalogueSeed['products'][number];

/** Inserts or updates the product's row; refuses a taken slug (in a savepoint). */
async function writeRow(
  tx: Tx,
  product: Product,
  facts: WriteFacts,
  exists: boolean,
): Promise<number | 'slug-taken' | 'raced'> {
  const { position: _position, ...columns } = productRow(facts.collections, product, 0);
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = exists
        ? await savepoint
            .update(products)
            .set({ ...columns, version: sql`${products.version} + 1` })
            .where(eq(products.id, product.id))
            .returning({ version: products.version })
        : await savepoint
            .insert(products)
            .values({
              ...columns,
              position: sql`(select coalesce(max(${products.position}), -1) + 1 from ${products})`,
            })
            .returning({ version: products.version });
      return Number(row?.version ?? 1);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'products_slug_unique') return 'slug-taken';
    if (constraint === 'products_pkey') return 'raced';
    throw error;
  }
}

/**
 * `updateProduct` in one transaction: the collections' lock taken shared and the collections
 * read (its search words hold their names as committed: `shareCollectionsLock`), the product's
 * row locked (`FOR UPDATE`) and its version checked, the row written (version + 1; a new
 * product at the end of the catalogue), its in-stock keys replaced, its words added to the
 * vocabulary, stock rows created for keys that have none, and the change announced (delivered
 * on commit).
 *
 * @example
 * await database.db.transaction((tx) => updateProductIn(tx, product, 3, facts));
 */
export async function updateProductIn(
  tx: Tx,
  product: Product,
  expectedVersion: number | null | undefined,
  { settings }: Pick<WriteFacts, 'settings'>,
): Promise<ProductWriteOutcome> {
  await shareCollectionsLock(tx);
  const known: WriteFacts = { settings, collections: await collectionsIn(tx) };
  const [current] = await tx
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, product.id))
    .for('update');
  const version = current ? Number(current.version) : null;
  if (expectedVersion !== undefined && expectedVersion !== version) {
    return { ok: false, reason: 'version-mismatch', version };
  }
  const written = await writeRow(tx, product, known, current !== undefined);
  if (written === 'raced') {
    const [now] = await tx
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, product.id));
    return { ok: false, reason: 'version-mismatch', version: now ? Number(now.version) : null };
  }
  if (written === 'slug-taken') {
    const [holder] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, product.slug));
    return { ok: false, reason: 'slug-taken', productId: holder?.id ?? '' };
  }
  await tx.delete(productStockKeys).where(eq(productStockKeys.productId, product.id));
  await insertStockKeys(tx, [product]);
  await insertSearchWords(tx, productRow(known.collections, product, 0).searchWords);
  // Only keys without a row, found by a plain read: an existing row may be held by an order
  // whose commit recounts this product (migration 0013) and so waits on the row locked above;
  // waiting on its stock row here (ON CONFLICT) would deadlock the two.
  const rows = initialStock({ settings: known.settings, products: [product] });
  const existing = await tx
    .select({ key: stock.key })
    .from(stock)
    .where(
      inArray(
        stock.key,
        rows.map((row) => row.key),
      ),
    );
  const present = new Set(existing.map((row) => row.key));
  await upsertStock(
    tx,
    rows.filter((row) => !present.has(row.key)),
    { keepTaken: false },
  );
  await announceCatalogueChange(tx, [product.id]);
  return { ok: true, version: written };
}
