import type { CollectionType } from '@haat/storefront-api/catalogue';
import type { Catalogue } from '../catalogue/index.js';
import type { CollectionSort, CollectionTypeFilterInput } from '@haat/storefront-api/resolvers';

/** Collections matching the filter (archived ones only when asked), sorted. */
export function findCollections(
  catalogue: Catalogue,
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
