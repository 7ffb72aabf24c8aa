import { refreshRotationStep, type RefreshTokensRepository } from '@haat/storefront-backend';
import { and, eq, gt, inArray, not, type SQL } from 'drizzle-orm';
import { refreshTokens } from '../schema/index.js';
import type { Run, Tx } from './executor.js';
import { refreshTokenOf } from './records.js';

const live = (now: number) => and(not(refreshTokens.revoked), gt(refreshTokens.expiresAt, now));

/** Revokes every session of the rows `which` selects; answers how many sessions were live. */
async function revokeSessions(tx: Tx, which: SQL): Promise<number> {
  const sessions = tx.select({ jti: refreshTokens.jti }).from(refreshTokens).where(which);
  const rows = await tx
    .update(refreshTokens)
    .set({ revoked: true })
    .where(and(inArray(refreshTokens.jti, sessions), not(refreshTokens.revoked)))
    .returning({ jti: refreshTokens.jti });
  return new Set(rows.map((row) => row.jti)).size;
}

/**
 * Sign-in sessions in SQL: one row per refresh token (hash, primary key), `jti` the session.
 * `rotate` locks the presented row (`FOR UPDATE`), decides with storefront-backend's
 * `refreshRotationStep`, then retires it and adds the next token, or revokes the session.
 */
export function sqlRefreshTokens(run: Run): RefreshTokensRepository {
  return {
    insert: (token) =>
      run(async (tx) => {
        await tx.insert(refreshTokens).values(token);
      }),
    rotate: (rotation) =>
      run(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.hash, rotation.hash))
          .for('update');
        const step = refreshRotationStep(row ? refreshTokenOf(row) : null, rotation);
        if (row && step.revokeSession) await revokeSessions(tx, eq(refreshTokens.jti, row.jti));
        if (row && step.retire) {
          await tx
            .update(refreshTokens)
            .set({ retiredAt: rotation.now })
            .where(eq(refreshTokens.hash, row.hash));
        }
        if (step.add) await tx.insert(refreshTokens).values(step.add);
        return step.outcome;
      }),
    sessionLive: (jti, now) =>
      run(async (tx) => {
        const rows = await tx
          .select({ jti: refreshTokens.jti })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.jti, jti), live(now)))
          .limit(1);
        return rows.length > 0;
      }),
    revoke: (hash) =>
      run(async (tx) => {
        const [token] = await tx
          .select({ jti: refreshTokens.jti })
          .from(refreshTokens)
          .where(eq(refreshTokens.hash, hash));
        if (!token) return false;
        await revokeSessions(tx, eq(refreshTokens.jti, token.jti));
        return true;
      }),
    revokeAllForUser: (userId) => run((tx) => revokeSessions(tx, eq(refreshTokens.userId, userId))),
  };
}
