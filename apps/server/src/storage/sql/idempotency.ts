import { wholeNumber, type IdempotencyRepository } from '@haat/storefront-backend';
import { and, eq, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { idempotencyKeys } from '../schema/index.js';
import { preparedOn, type Run } from './executor.js';

const IN_PROGRESS = 'in-progress';

const row = (scope: string | SQLWrapper, key: string | SQLWrapper) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Every mutation's first statement: built once per connection. */
const claimKey = preparedOn((tx) =>
  tx
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      fingerprint: sql.placeholder('fingerprint'),
      state: IN_PROGRESS,
      result: null,
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      // An expired key's row is claimed afresh: the values the insert would have written.
      set: {
        fingerprint: sql`excluded.fingerprint`,
        state: IN_PROGRESS,
        result: null,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: lte(idempotencyKeys.expiresAt, sql.placeholder('now')),
    })
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim'),
);

/** A claimed key's result: built once per connection. */
const completeKey = preparedOn((tx) =>
  tx
    .update(idempotencyKeys)
    .set({ state: 'done', result: sql`${sql.placeholder('result')}` })
    .where(
      and(row(sql.placeholder('scope'), sql.placeholder('key')), isNull(idempotencyKeys.result)),
    )
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_complete'),
);

/**
 * Idempotency keys in SQL: a claim is `INSERT … ON CONFLICT (scope, key) DO UPDATE … WHERE the
 * row expired`; when nothing is written the live row (locked by the conflict) is read instead.
 */
export function sqlIdempotency(run: Run): IdempotencyRepository {
  return {
    claim: ({ scope, key, fingerprint, now, ttlMs }) =>
      run(async (tx) => {
        wholeNumber(ttlMs, 'An idempotency TTL', 1);
        const claimed = await claimKey(tx).execute({
          scope,
          key,
          fingerprint,
          expiresAt: now + ttlMs,
          now,
        });
        if (claimed.length > 0) return { status: 'claimed' as const };
        const [live] = await tx.select().from(idempotencyKeys).where(row(scope, key)).for('update');
        if (!live) throw new Error(`Idempotency key ${scope}/${key} vanished during its claim`);
        if (live.fingerprint !== fingerprint) return { status: 'mismatch' as const };
        if (live.result === null) return { status: 'in-progress' as const };
        return { status: 'replay' as const, result: live.result };
      }),
    complete: (scope, key, result) =>
      run(async (tx) => {
        const done = await completeKey(tx).execute({ scope, key, result });
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
