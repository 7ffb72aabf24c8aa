import {
  CATALOGUE_DOCUMENT_KEY,
  type CatalogueDocumentKind,
  type CatalogueDocumentWrite,
  type CatalogueDocumentWriteOutcome,
  type CatalogueSeed,
} from '../../ports/storage/catalogue.js';
import { sameJson } from '../../catalogue/same-json.js';
import { deepFreeze } from '../copy.js';
import type { Draft } from '../draft.js';

/** The kinds that are lists in the seed (every kind but the store's own document). */
type ListKind = Exclude<CatalogueDocumentKind, 'store'>;

const rowKey = (kind: CatalogueDocumentKind, key: string) => JSON.stringify([kind, key]);

/** A document's own key (its `key` or `id` field), '' when it has none. */
const keyOf = (kind: CatalogueDocumentKind, document: object): string => {
  const value: unknown = Reflect.get(document, CATALOGUE_DOCUMENT_KEY[kind]);
  return typeof value === 'string' ? value : '';
};

/**
 * The documents of a kind as a draft sees them: the seed's, each replaced or dropped by what was
 * written since, then the new ones in the order first written. Unwritten, the seed's own list.
 *
 * @example
 * const coupons = documentsOf(seed, draft, 'coupons');
 */
export function documentsOf<C extends CatalogueSeed, K extends ListKind>(
  seed: C,
  draft: Draft,
  kind: K,
): C[K] {
  const written = draft.read('catalogueDocuments');
  const prefix = rowKey(kind, '').slice(0, -2);
  const mine = [...written].filter(([key]) => key.startsWith(prefix));
  if (mine.length === 0) return seed[kind];
  const list: readonly object[] = seed[kind];
  const seeded = new Set(list.map((document) => rowKey(kind, keyOf(kind, document))));
  const current = list.flatMap((document) => {
    const row = written.get(rowKey(kind, keyOf(kind, document)));
    if (!row) return [document];
    return row.data ? [row.data] : [];
  });
  const added = mine.flatMap(([key, row]) => (seeded.has(key) || !row.data ? [] : [row.data]));
  // The documents are the JSON the seed's lists hold, written by staff in the same shapes.
  return [...current, ...added] as unknown as C[K];
}

/**
 * The store's document as a draft sees it: the seed's, or what staff wrote since.
 *
 * @example
 * storeOf(seed, draft).taxRegistration; // { gstin: '29AAPFU0939F1ZR', … } once set
 */
export function storeOf<C extends CatalogueSeed>(seed: C, draft: Draft): C['store'] {
  const row = draft.read('catalogueDocuments').get(rowKey('store', keyOf('store', seed.store)));
  // Staff write the store's document in the seed's shape (the admin edge checks it).
  return row?.data ?? seed.store;
}

/**
 * `writeDocument` on a draft: the condition and uniqueness checked and the document written in
 * one synchronous step (nothing else runs in between).
 *
 * @example
 * run((draft) => writeDocumentIn(seed, draft, { kind: 'coupons', key: 'c1', data: coupon }));
 */
export function writeDocumentIn(
  seed: CatalogueSeed,
  draft: Draft,
  write: CatalogueDocumentWrite,
): CatalogueDocumentWriteOutcome {
  const all: readonly object[] =
    write.kind === 'store' ? [storeOf(seed, draft)] : documentsOf(seed, draft, write.kind);
  const before = all.find((document) => keyOf(write.kind, document) === write.key) ?? null;
  if (write.ifBefore !== undefined) {
    const same =
      write.ifBefore === null || before === null
        ? write.ifBefore === before
        : sameJson(write.ifBefore, before);
    if (!same) return { ok: false, reason: 'changed', before };
  }
  const { unique } = write;
  if (unique && write.data) {
    const wanted = unique.value.toLowerCase();
    const holder = all.find((document) => {
      const value: unknown = Reflect.get(document, unique.field);
      return (
        keyOf(write.kind, document) !== write.key &&
        typeof value === 'string' &&
        value.toLowerCase() === wanted
      );
    });
    if (holder) return { ok: false, reason: 'taken', holder: keyOf(write.kind, holder) };
  }
  // The store's document is written over, never added or deleted (the catalogue needs one).
  if (write.kind === 'store' && (before === null || write.data === null)) {
    return { ok: false, reason: 'changed', before };
  }
  const data = write.data === null ? null : deepFreeze(structuredClone(write.data));
  draft.write('catalogueDocuments').set(rowKey(write.kind, write.key), { data });
  return { ok: true, before };
}
