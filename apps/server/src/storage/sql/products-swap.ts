import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from './executor.js';
import type { PhaseClock } from './load-phases.js';

/** The table a catalogue load writes its products into, renamed `products` once complete. */
export const PRODUCTS_LOADING = 'products_loading';

/**
 * Starts a catalogue load's products table beside the live one: the same columns (defaults,
 * the generated `in_stock`, checks, storage, table options), no index yet. Readers keep reading
 * the live `products` (and its indexes) until {@link finishProductsLoad} swaps the tables: bulk
 * rows go into a bare heap, and each index is then built once, sorted, instead of being kept
 * up row by row (on 20,000 products, index upkeep was half the load's time).
 *
 * @example
 * await startProductsLoad(tx);
 */
export async function startProductsLoad(tx: Tx): Promise<void> {
  const [table] = rowsOf(
    await tx.execute(
      sql`select reloptions as options from pg_class where oid = 'products'::regclass`,
    ),
  );
  const found = table?.['options'];
  const options = Array.isArray(found) && found.length > 0 ? ` with (${found.join(', ')})` : '';
  await tx.execute(
    sql.raw(
      `create table ${PRODUCTS_LOADING} (like products including defaults including generated including constraints including storage)${options}`,
    ),
  );
}

interface LiveIndex {
  readonly name: string;
  readonly definition: string;
  /** 'p' (primary key) or 'u' (unique constraint) when the index backs one, else null. */
  readonly constraint: string | null;
}

/**
 * Ends a catalogue load's products: builds every index the live `products` has on the loaded
 * table (under temporary names), then, holding `products` exclusively for a moment (readers
 * wait for the swap, never for the load), drops it and renames the loaded table, its indexes
 * and the primary key and unique constraints to the live names, gives it the live table's
 * triggers, rewrites every product's `product_facets` rows and their `product_facet_counts`
 * (migrations 0031, 0033) and analyzes them
 * (the planner knows the new rows at once). In the load's transaction: a rollback keeps the
 * live table.
 *
 * @example
 * await finishProductsLoad(tx);
 */
export async function finishProductsLoad(tx: Tx, clock?: PhaseClock): Promise<void> {
  const indexes = rowsOf(
    await tx.execute(sql`select i.relname as name, pg_get_indexdef(i.oid) as definition,
        c.contype::text as constraint
      from pg_index x join pg_class i on i.oid = x.indexrelid
      left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
      where x.indrelid = 'products'::regclass order by i.relname`),
  ).map((row): LiveIndex => ({
    name: String(row['name']),
    definition: String(row['definition']),
    constraint: typeof row['constraint'] === 'string' ? row['constraint'] : null,
  }));
  const loadingName = (name: string) => `${name}_loading`;
  for (const index of indexes) {
    const definition = index.definition.replace(
      /^(CREATE (?:UNIQUE )?INDEX )(\S+)( ON )(?:ONLY )?(?:\S+\.)?products( )/,
      `$1${loadingName(index.name)}$3${PRODUCTS_LOADING}$4`,
    );
    if (definition === index.definition) {
      throw new Error(`Cannot rebuild the products index ${index.name}: ${index.definition}`);
    }
    await tx.execute(sql.raw(definition));
    clock?.mark(`index ${index.name}`);
  }
  const triggers = rowsOf(
    await tx.execute(sql`select pg_get_triggerdef(oid) as definition from pg_trigger
      where tgrelid = 'products'::regclass and not tgisinternal order by tgname`),
  ).map((row) => String(row['definition']));
  await tx.execute(sql`lock table products in access exclusive mode`);
  await tx.execute(sql`drop table products`);
  await tx.execute(sql.raw(`alter table ${PRODUCTS_LOADING} rename to products`));
  for (const index of indexes) {
    const loaded = loadingName(index.name);
    if (index.constraint === 'p' || index.constraint === 'u') {
      const kind = index.constraint === 'p' ? 'primary key' : 'unique';
      await tx.execute(
        sql.raw(
          `alter table products add constraint "${index.name}" ${kind} using index "${loaded}"`,
        ),
      );
    } else {
      await tx.execute(sql.raw(`alter index "${loaded}" rename to "${index.name}"`));
    }
  }
  // The live table's triggers on the loaded one (their definitions name `products`).
  for (const definition of triggers) await tx.execute(sql.raw(definition));
  clock?.mark('swap');
  // The loaded rows went into a table without triggers: every product's facet rows anew.
  await tx.execute(sql`select haat_write_product_facets(null)`);
  clock?.mark('facet rows');
  await tx.execute(sql`analyze products, product_facets, product_facet_counts`);
  clock?.mark('analyze');
}
