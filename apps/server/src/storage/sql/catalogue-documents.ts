import {
  CATALOGUE_DOCUMENT_KEY,
  type CatalogueDocumentWrite,
  type CatalogueDocumentWriteOutcome,
} from '@haat/storefront-backend';
import { and, eq, sql } from 'drizzle-orm';
import { catalogueDocuments } from '../schema/index.js';
import { announceCatalogueChange } from './catalogue-write.js';
import { rewriteCollectionWords } from './collection-words.js';
import { rowsOf, type Tx } from './executor.js';

/** The document stored under a row's `data`, as the object it is. */
const documentOf = (value: unknown): object | null =>
  typeof value === 'object' && value !== null ? value : null;

/**
 * `writeDocument` in one transaction: writes of the kind take turns on a transaction-scoped
 * advisory lock (so the condition and the uniqueness read stay true until commit, and a new
 * document's position is the kind's last + 1), the stored document is compared with `ifBefore`
 * as `jsonb`, the unique value looked up among the others, the row updated, inserted or deleted
 * (a collection's products' search words rewritten when its name or slug changed), and the
 * change announced as `*` (delivered on commit: every process drops its essentials).
 *
 * @example
 * await database.db.transaction((tx) => writeDocumentIn(tx, { kind: 'coupons', key, data }));
 */
export async function writeDocumentIn(
  tx: Tx,
  write: CatalogueDocumentWrite,
): Promise<CatalogueDocumentWriteOutcome> {
  const { kind, key } = write;
  const field = CATALOGUE_DOCUMENT_KEY[kind];
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`catalogue_documents:${kind}`}, 0))`,
  );
  const [current] = rowsOf(
    await tx.execute(sql`select ${catalogueDocuments.id} as id, ${catalogueDocuments.data} as data
      from ${catalogueDocuments}
      where ${catalogueDocuments.kind} = ${kind} and (${catalogueDocuments.data} ->> ${field}) = ${key}
      order by ${catalogueDocuments.position} limit 1`),
  );
  const before = documentOf(current?.['data']);
  if (write.ifBefore !== undefined) {
    const same =
      write.ifBefore === null || before === null
        ? write.ifBefore === before
        : rowsOf(
            await tx.execute(
              sql`select ${JSON.stringify(write.ifBefore)}::jsonb = ${JSON.stringify(before)}::jsonb as same`,
            ),
          )[0]?.['same'] === true;
    if (!same) return { ok: false, reason: 'changed', before };
  }
  if (write.unique && write.data) {
    const [holder] = rowsOf(
      await tx.execute(sql`select (${catalogueDocuments.data} ->> ${field}) as holder
        from ${catalogueDocuments}
        where ${catalogueDocuments.kind} = ${kind}
          and lower(${catalogueDocuments.data} ->> ${write.unique.field}) = lower(${write.unique.value})
          and (${catalogueDocuments.data} ->> ${field}) is distinct from ${key}
        limit 1`),
    );
    if (holder)
      return {
        ok: false,
        reason: 'taken',
        holder: typeof holder['holder'] === 'string' ? holder['holder'] : '',
      };
  }
  const rowId = typeof current?.['id'] === 'string' ? current['id'] : null;
  // The store's document is written over, never added or deleted (the catalogue needs one).
  if (kind === 'store' && (rowId === null || write.data === null)) {
    return { ok: false, reason: 'changed', before };
  }
  const where = (id: string) =>
    and(eq(catalogueDocuments.kind, kind), eq(catalogueDocuments.id, id));
  if (write.data === null) {
    if (rowId !== null) await tx.delete(catalogueDocuments).where(where(rowId));
  } else if (rowId !== null) {
    await tx.update(catalogueDocuments).set({ data: write.data }).where(where(rowId));
  } else {
    // Row ids of list documents are their positions (as at seeding).
    await tx.execute(sql`insert into ${catalogueDocuments} (kind, id, position, data)
      select ${kind}, next.position::text, next.position, ${JSON.stringify(write.data)}::jsonb
      from (select coalesce(max(${catalogueDocuments.position}), -1) + 1 as position
            from ${catalogueDocuments} where ${catalogueDocuments.kind} = ${kind}) as next`);
  }
  // Products' stored search words hold their collections' names.
  if (kind === 'collections') await rewriteCollectionWords(tx, before, write.data);
  await announceCatalogueChange(tx, null);
  return { ok: true, before };
}

/**
 * `zipCodePage`: the pin codes starting with `search`, by code after `after`, and their count.
 *
 * @example
 * await zipCodePageIn(tx, '1100', null, 50);
 */
export async function zipCodePageIn(
  tx: Tx,
  search: string,
  after: string | null,
  limit: number,
): Promise<{ readonly items: readonly unknown[]; readonly total: number }> {
  const code = sql`(${catalogueDocuments.data} ->> 'id')`;
  // A prefix match with LIKE's wildcards escaped.
  const prefix = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matching = sql`${catalogueDocuments.kind} = 'zipCodes' and ${code} like ${prefix}`;
  const items = rowsOf(
    await tx.execute(sql`select ${catalogueDocuments.data} as data from ${catalogueDocuments}
      where ${matching} ${after === null ? sql`` : sql`and ${code} collate "C" > ${after}`}
      order by ${code} collate "C" limit ${limit}`),
  );
  const [count] = rowsOf(
    await tx.execute(
      sql`select count(*)::int as total from ${catalogueDocuments} where ${matching}`,
    ),
  );
  return { items: items.map((row) => row['data']), total: Number(count?.['total'] ?? 0) };
}
