import {
  isLapsedUpload,
  mayAttach,
  mayAttachToProduct,
  productImageHolder,
  uploadCapRefusal,
  type UploadRecord,
  type UploadsRepository,
} from '@haat/storefront-backend';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { uploads } from '../schema/index.js';
import type { Run, Tx } from './executor.js';
import { uploadOf } from './records.js';

/** Every column but the bytes: what the rules read. */
const { bytes: _bytes, ...slotColumns } = getTableColumns(uploads);

/**
 * Makes `keys` exactly the slots attached to `holder` (a review id, or a product's
 * `productImageHolder`) when each `qualifies` (else false, no change): the listed slots and the
 * holder's current ones are locked in key order, listed keys join, unlisted ones leave.
 */
async function attachTo(
  tx: Tx,
  holder: string,
  keys: readonly string[],
  qualifies: (slot: UploadRecord | undefined) => boolean,
): Promise<boolean> {
  const wanted = [...new Set(keys)];
  const rows = await tx
    .select(slotColumns)
    .from(uploads)
    .where(
      wanted.length > 0
        ? sql`${inArray(uploads.key, wanted)} or ${eq(uploads.reviewId, holder)}`
        : eq(uploads.reviewId, holder),
    )
    .orderBy(uploads.key)
    .for('update');
  const byKey = new Map(rows.map((row) => [row.key, uploadOf(row)]));
  if (!wanted.every((key) => qualifies(byKey.get(key)))) return false;
  const leaving = rows.filter((row) => row.reviewId === holder && !wanted.includes(row.key));
  if (leaving.length > 0) {
    await tx
      .update(uploads)
      .set({ reviewId: null })
      .where(
        inArray(
          uploads.key,
          leaving.map((row) => row.key),
        ),
      );
  }
  if (wanted.length > 0) {
    await tx.update(uploads).set({ reviewId: holder }).where(inArray(uploads.key, wanted));
  }
  return true;
}

/**
 * Upload slots and their bytes (`bytea`) in SQL. The rules are the backend's
 * (`uploadCapRefusal`, `mayAttach`, `isLapsedUpload`), applied to rows this transaction has
 * locked: a user's slots are counted and a new one inserted under a per-user advisory lock;
 * `store`, `attach` and `sweep` lock the rows they read (`FOR UPDATE`).
 */
export function sqlUploads(run: Run): UploadsRepository {
  return {
    insert: (slot, caps) =>
      run(async (tx) => {
        // Two slots of one user opened at once are counted one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${slot.userId}`}))`);
        const others = await tx
          .select(slotColumns)
          .from(uploads)
          .where(and(eq(uploads.userId, slot.userId), isNull(uploads.reviewId)));
        const refused = uploadCapRefusal(others.map(uploadOf), slot, caps);
        if (refused) return refused;
        await tx.insert(uploads).values(slot);
        return 'inserted' as const;
      }),
    byKey: (key) =>
      run(async (tx) => {
        const [row] = await tx.select(slotColumns).from(uploads).where(eq(uploads.key, key));
        return row ? uploadOf(row) : null;
      }),
    store: (key, bytes, now) =>
      run(async (tx) => {
        const [row] = await tx
          .select(slotColumns)
          .from(uploads)
          .where(eq(uploads.key, key))
          .for('update');
        if (!row) return 'unknown' as const;
        if (now >= row.expiresAt) return 'expired' as const;
        if (row.uploadedAt !== null) return 'taken' as const;
        if (bytes.length === 0) return 'empty' as const;
        if (bytes.length > row.maxBytes) return 'too-large' as const;
        await tx
          .update(uploads)
          .set({ bytes: new Uint8Array(bytes), size: bytes.length, uploadedAt: now })
          .where(eq(uploads.key, key));
        return 'stored' as const;
      }),
    content: (key) =>
      run(async (tx) => {
        const [row] = await tx
          .select({ contentType: uploads.contentType, bytes: uploads.bytes })
          .from(uploads)
          .where(eq(uploads.key, key));
        return row?.bytes
          ? { contentType: row.contentType, bytes: new Uint8Array(row.bytes) }
          : null;
      }),
    attach: (reviewId, userId, keys, lapse) =>
      run((tx) => attachTo(tx, reviewId, keys, (slot) => mayAttach(slot, reviewId, userId, lapse))),
    attachToProduct: (productId, keys, lapse) =>
      run((tx) =>
        attachTo(tx, productImageHolder(productId), keys, (slot) =>
          mayAttachToProduct(slot, productId, lapse),
        ),
      ),
    sweep: (lapse) =>
      run(async (tx) => {
        const unattached = await tx
          .select(slotColumns)
          .from(uploads)
          .where(isNull(uploads.reviewId))
          .orderBy(uploads.key)
          .for('update');
        const lapsed = unattached.filter((row) => isLapsedUpload(uploadOf(row), lapse));
        if (lapsed.length === 0) return 0;
        await tx.delete(uploads).where(
          inArray(
            uploads.key,
            lapsed.map((row) => row.key),
          ),
        );
        return lapsed.length;
      }),
  };
}
