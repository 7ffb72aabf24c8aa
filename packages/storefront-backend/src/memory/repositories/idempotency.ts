import type { IdempotencyRepository } from '../../ports/storage/idempotency.js';
import { wholeNumber } from '../../storage/checks.js';
import type { Run } from '../draft.js';

const rowKey = (scope: string, key: string): string => JSON.stringify([scope, key]);

/** Idempotency keys in the memory adapter. */
export function memoryIdempotency(run: Run): IdempotencyRepository {
  return {
    claim: ({ scope, key, fingerprint, now, ttlMs }) =>
      run((draft) => {
        wholeNumber(ttlMs, 'An idempotency TTL', 1);
        const id = rowKey(scope, key);
        const row = draft.read('idempotency').get(id);
        if (row && row.expiresAt > now) {
          if (row.fingerprint !== fingerprint) return { status: 'mismatch' as const };
          if (row.result === null) return { status: 'in-progress' as const };
          return { status: 'replay' as const, result: row.result };
        }
        draft.write('idempotency').set(id, { fingerprint, result: null, expiresAt: now + ttlMs });
        return { status: 'claimed' as const };
      }),
    complete: (scope, key, result) =>
      run((draft) => {
        const id = rowKey(scope, key);
        const row = draft.read('idempotency').get(id);
        if (!row || row.result !== null) return false;
        draft.write('idempotency').set(id, { ...row, result });
        return true;
      }),
    abandon: (scope, key) =>
      run((draft) => {
        const id = rowKey(scope, key);
        if (draft.read('idempotency').get(id)?.result === null)
          draft.write('idempotency').delete(id);
      }),
  };
}
