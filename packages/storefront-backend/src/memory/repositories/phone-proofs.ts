import type { PhoneProofsRepository } from '../../ports/storage/phone-proofs.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Run } from '../draft.js';

/** How long after its expiry a proof is kept before an insert forgets it. */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/** Phone proofs in the memory adapter. */
export function memoryPhoneProofs(run: Run): PhoneProofsRepository {
  return {
    insert: (proof) =>
      run((draft) => {
        assertNew(draft.read('phoneProofs'), proof.hash, 'phone proof');
        const table = draft.write('phoneProofs');
        let forgotten = 0;
        for (const [hash, row] of table) {
          if (forgotten >= 100) break;
          if (row.proof.expiresAt < proof.createdAt - KEPT_AFTER_EXPIRY_MS) {
            table.delete(hash);
            forgotten += 1;
          }
        }
        table.set(proof.hash, { proof: copy(proof), usedAt: null });
      }),
    use: (hash, phone, now) =>
      run((draft) => {
        const row = draft.read('phoneProofs').get(hash);
        if (!row || row.usedAt !== null || row.proof.phone !== phone) return false;
        if (row.proof.expiresAt <= now) return false;
        draft.write('phoneProofs').set(hash, { ...row, usedAt: now });
        return true;
      }),
  };
}
