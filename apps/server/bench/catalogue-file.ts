import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { ShopCatalogue } from '@haat/storefront-backend';
import { catalogueEntries } from '../src/storage/catalogue-file.js';

/**
 * Writes a catalogue as a JSON Lines catalogue file (`{"<part>": {...}}` a line), the way an
 * operator's export would stream it, waiting on the file when it is behind.
 *
 * @example
 * await writeCatalogueFile('/tmp/shop.jsonl', generatedCatalogue(100_000));
 */
export async function writeCatalogueFile(path: string, catalogue: ShopCatalogue): Promise<void> {
  const file = createWriteStream(path);
  const { storeId: _storeId, ...parts } = catalogue;
  for (const entry of catalogueEntries(parts)) {
    if (!file.write(`${JSON.stringify({ [entry.part]: entry.value })}\n`)) {
      await once(file, 'drain');
    }
  }
  file.end();
  await once(file, 'finish');
}
