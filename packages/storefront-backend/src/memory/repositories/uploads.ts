import type { UploadsRepository } from '../../ports/storage/uploads.js';
import { fromBase64, toBase64 } from '../../crypto/encoding.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Run } from '../draft.js';

/** Upload slots and their bytes (as base64, to persist as JSON) in the memory adapter. */
export function memoryUploads(run: Run): UploadsRepository {
  return {
    insert: (slot) =>
      run((draft) => {
        assertNew(draft.read('uploads'), slot.key, 'upload key');
        draft.write('uploads').set(slot.key, { slot: copy(slot), data: null });
      }),
    byKey: (key) => run((draft) => copy(draft.read('uploads').get(key)?.slot ?? null)),
    store: (key, bytes, now) =>
      run((draft) => {
        const row = draft.read('uploads').get(key);
        if (!row) return 'unknown' as const;
        if (now >= row.slot.expiresAt) return 'expired' as const;
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
  };
}
