import type { CollectionType } from '@haat/storefront-api/catalogue';
import type { CollectionSort, CollectionTypeFilterInput } from '@haat/storefront-api/resolvers';
import type { CatalogueEssentials } from './snapshot.js';

/**
 * Collections matching the filter (archived ones only when asked), by priority or by name.
 *
 * @example
 * findCollections(catalogue, { text: 'serum' }, 'NAME').map((c) => c.slug); // ['serum']
 */
export function findCollections(
  catalogue: CatalogueEssentials,
  filter: CollectionTypeFilterInput | null | undefined,
  sort: CollectionSort | null | undefined,
): CollectionType[] {
  const f = filter ?? {};
  const text = f.text?.toLowerCase();
  const matches = catalogue.collections.filter(
    (c) =>
      (f.includeArchived === true || !c.isArchive) &&
      (!f.id || c.id === f.id) &&
      (!f.slug || c.slug === f.slug) &&
      (!text || c.name.toLowerCase().includes(text) || c.title.toLowerCase().includes(text)),
  );
  return matches.sort((a, b) =>
    sort === 'NAME' ? a.name.localeCompare(b.name) : a.priority - b.priority,
  );
}
