import type { UploadRecord } from '../../ports/storage/records.js';
import type { UploadsRepository } from '../../ports/storage/uploads.js';
import { fromBase64, toBase64 } from '../../crypto/encoding.js';
import {
  isLapsedUpload,
  mayAttach,
  mayAttachToProduct,
  productImageHolder,
  uploadCapRefusal,
} from '../../storage/upload-rules.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Draft, Run } from '../draft.js';

/**
 * Makes `keys` exactly the slots attached to `holder` when each `qualifies` (else false, no
 * change): listed keys join it, its keys no longer listed leave it.
 */
function attachTo(
  draft: Draft,
  holder: string,
  keys: readonly string[],
  qualifies: (slot: UploadRecord | undefined) => boolean,
): boolean {
  const rows = draft.read('uploads');
  const wanted = new Set(keys);
  if (![...wanted].every((key) => qualifies(rows.get(key)?.slot))) return false;
  const changes = [...rows].flatMap(([key, row]) => {
    const attached = row.slot.reviewId === holder;
    if (wanted.has(key) === attached) return [];
    return [{ key, row: { ...row, slot: { ...row.slot, reviewId: attached ? null : holder } } }];
  });
  if (changes.length > 0) {
    const written = draft.write('uploads');
    for (const { key, row } of changes) written.set(key, row);
  }
  return true;
}

/** Upload slots and their bytes (as base64, to persist as JSON) in the memory adapter. */
export function memoryUploads(run: Run): UploadsRepository {
  return {
    insert: (slot, caps) =>
      run((draft) => {
        const rows = draft.read('uploads');
        assertNew(rows, slot.key, 'upload key');
        const others = [...rows.values()].map((row) => row.slot);
        const refused = uploadCapRefusal(others, slot, caps);
        if (refused) return refused;
        draft.write('uploads').set(slot.key, { slot: copy(slot), data: null });
        return 'inserted' as const;
      }),
    byKey: (key) => run((draft) => copy(draft.read('uploads').get(key)?.slot ?? null)),
    store: (key, bytes, now) =>
      run((draft) => {
        const row = draft.read('uploads').get(key);
        if (!row) return 'unknown' as const;
        if (now >= row.slot.expiresAt) return 'expired' as const;
        if (row.slot.uploadedAt !== null) return 'taken' as const;
        if (bytes.length === 0) return 'empty' as const;
        if (bytes.length > row.slot.maxBytes) return 'too-large' as const;
        const slot = { ...row.slot, size: bytes.length, uploadedAt: now };
        draft.write('uploads').set(key, { slot, data: toBase64(bytes) });
        return 'stored' as const;
      }),
    content: (key) =>
      run((draft) => {
        const row = draft.read('uploads').get(key);
        const bytes = row?.data == null ? null : fromBase64(row.data);
        return row && bytes ? { contentType: row.slot.contentType, bytes } : null;
      }),
    attach: (reviewId, userId, keys, lapse) =>
      run((draft) =>
        attachTo(draft, reviewId, keys, (slot) => mayAttach(slot, reviewId, userId, lapse)),
      ),
    attachToProduct: (productId, keys, lapse) =>
      run((draft) =>
        attachTo(draft, productImageHolder(productId), keys, (slot) =>
          mayAttachToProduct(slot, productId, lapse),
        ),
      ),
    sweep: (lapse) =>
      run((draft) => {
        const rows = draft.read('uploads');
        const lapsed = [...rows]
          .filter(([, row]) => isLapsedUpload(row.slot, lapse))
          .map(([key]) => key);
        if (lapsed.length > 0) {
          const written = draft.write('uploads');
          for (const key of lapsed) written.delete(key);
        }
        return lapsed.length;
      }),
  };
}
