import { catalogueEntries } from '../../src/storage/catalogue-file.js';
import type { Database } from '../../src/storage/database.js';
import { replaceCatalogue } from '../../src/storage/sql/replace-catalogue.js';
import { freshPgliteDatabase } from './pglite.js';

/**
 * A fresh PGlite database (`freshPgliteDatabase`) holding `catalogue`, loaded as
 * `pnpm catalogue:load` loads a file (`replaceCatalogue`: the facet rows, counts and stock
 * included). Its store id is the seed's concern, not the file's, so it is left out.
 *
 * @example
 * const database = await pgliteWithCatalogue(generatedCatalogue(2_000));
 */
export async function pgliteWithCatalogue(catalogue: {
  readonly storeId: string;
}): Promise<Database> {
  const database = await freshPgliteDatabase();
  const { storeId: _storeId, ...parts } = catalogue;
  await replaceCatalogue(database, catalogueEntries(parts));
  return database;
}
