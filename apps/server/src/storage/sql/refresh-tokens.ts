import type { RefreshTokensRepository } from '@haat/storefront-backend';
import { and, eq, gt, not } from 'drizzle-orm';
import { refreshTokens } from '../schema/index.js';
import type { Run } from './executor.js';
import { refreshTokenOf } from './records.js';

const live = (now: number) => and(not(refreshTokens.revoked), gt(refreshTokens.expiresAt, now));

/** Sign-in sessions in SQL, by token hash (primary key) and session id (unique). */
export function sqlRefreshTokens(run: Run): RefreshTokensRepository {
  return {
    insert: (token) =>
      run(async (tx) => {
        await tx.insert(refreshTokens).values(token);
      }),
    use: (hash, now) =>
      run(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(and(eq(refreshTokens.hash, hash), live(now)));
        return row ? refreshTokenOf(row) : null;
      }),
    sessionLive: (jti, now) =>
      run(async (tx) => {
        const rows = await tx
          .select({ jti: refreshTokens.jti })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.jti, jti), live(now)));
        return rows.length > 0;
      }),
    revoke: (hash) =>
      run(async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ revoked: true })
          .where(eq(refreshTokens.hash, hash))
          .returning({ hash: refreshTokens.hash });
        return rows.length > 0;
      }),
    revokeAllForUser: (userId) =>
      run(async (tx) => {
        const rows = await tx
          .update(refreshTokens)
          .set({ revoked: true })
          .where(and(eq(refreshTokens.userId, userId), not(refreshTokens.revoked)))
          .returning({ hash: refreshTokens.hash });
        return rows.length;
      }),
  };
}
