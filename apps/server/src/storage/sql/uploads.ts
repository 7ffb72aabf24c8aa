import type { UploadsRepository } from '@haat/storefront-backend';
import { eq } from 'drizzle-orm';
import { uploads } from '../schema/index.js';
import type { Run } from './executor.js';
import { uploadOf } from './records.js';

/** Upload slots and their bytes (`bytea`) in SQL. */
export function sqlUploads(run: Run): UploadsRepository {
  return {
    insert: (slot) =>
      run(async (tx) => {
        await tx.insert(uploads).values(slot);
      }),
    byKey: (key) =>
      run(async (tx) => {
        const [row] = await tx.select().from(uploads).where(eq(uploads.key, key));
        return row ? uploadOf(row) : null;
      }),
    store: (key, bytes, now) =>
      run(async (tx) => {
        const [row] = await tx.select().from(uploads).where(eq(uploads.key, key)).for('update');
        if (!row) return 'unknown' as const;
        if (now >= row.expiresAt) return 'expired' as const;
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
  };
}
