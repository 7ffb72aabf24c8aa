import { wholeNumber, type IdempotencyRepository } from '@haat/storefront-backend';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { idempotencyKeys } from '../schema/index.js';
import type { Run } from './executor.js';

const IN_PROGRESS = 'in-progress';

/**
 * Idempotency keys in SQL: a claim is `INSERT … ON CONFLICT (scope, key) DO UPDATE … WHERE the
 * row expired`; when nothing is written the live row (locked by the conflict) is read instead.
 */
export function sqlIdempotency(run: Run): IdempotencyRepository {
  const row = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  return {
    claim: ({ scope, key, fingerprint, now, ttlMs }) =>
      run(async (tx) => {
        wholeNumber(ttlMs, 'An idempotency TTL', 1);
        const fresh = { fingerprint, state: IN_PROGRESS, result: null, expiresAt: now + ttlMs };
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ scope, key, ...fresh })
          .onConflictDoUpdate({
            target: [idempotencyKeys.scope, idempotencyKeys.key],
            set: fresh,
            setWhere: lte(idempotencyKeys.expiresAt, now),
          })
          .returning({ key: idempotencyKeys.key });
        if (claimed.length > 0) return { status: 'claimed' as const };
        const [live] = await tx.select().from(idempotencyKeys).where(row(scope, key)).for('update');
        if (!live) throw new Error(`Idempotency key ${scope}/${key} vanished during its claim`);
        if (live.fingerprint !== fingerprint) return { status: 'mismatch' as const };
        if (live.result === null) return { status: 'in-progress' as const };
        return { status: 'replay' as const, result: live.result };
      }),
    complete: (scope, key, result) =>
      run(async (tx) => {
        const done = await tx
          .update(idempotencyKeys)
          .set({ state: 'done', result })
          .where(and(row(scope, key), isNull(idempotencyKeys.result)))
          .returning({ key: idempotencyKeys.key });
        return done.length > 0;
      }),
    abandon: (scope, key) =>
      run(async (tx) => {
        await tx
          .delete(idempotencyKeys)
          .where(and(row(scope, key), isNull(idempotencyKeys.result)));
      }),
  };
}
