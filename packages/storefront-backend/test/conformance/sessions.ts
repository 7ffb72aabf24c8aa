import { describe, expect, it } from 'vitest';
import type { RefreshTokenRecord } from '../../src/ports/storage/records.js';
import { NOW, uuid } from './builders.js';
import { type Harness } from './harness.js';

const DAY = 24 * 60 * 60_000;
const token = (n: number, userId: string): RefreshTokenRecord => ({
  hash: `${n}`.padStart(64, 'a'),
  jti: uuid(1000 + n),
  userId,
  createdAt: NOW,
  expiresAt: NOW + 30 * DAY,
  revoked: false,
});

/** Refresh tokens: live until revoked or expired; global sign-out. */
export function sessionsConformance(harness: Harness): void {
  describe('refreshTokens', () => {
    it('uses a live token until it expires or is revoked', async () => {
      const { repos } = await harness.open();
      const mine = token(1, uuid(1));
      await repos.refreshTokens.insert(mine);
      expect(await repos.refreshTokens.use(mine.hash, NOW + DAY)).toEqual(mine);
      expect(await repos.refreshTokens.sessionLive(mine.jti, NOW + DAY)).toBe(true);
      expect(await repos.refreshTokens.use(mine.hash, mine.expiresAt)).toBeNull();
      expect(await repos.refreshTokens.sessionLive(mine.jti, mine.expiresAt)).toBe(false);
      expect(await repos.refreshTokens.revoke(mine.hash)).toBe(true);
      expect(await repos.refreshTokens.use(mine.hash, NOW + DAY)).toBeNull();
      expect(await repos.refreshTokens.sessionLive(mine.jti, NOW + DAY)).toBe(false);
      expect(await repos.refreshTokens.revoke('unknown')).toBe(false);
      expect(await repos.refreshTokens.use('unknown', NOW)).toBeNull();
    });

    it("revokes every session of a user, and no one else's", async () => {
      const { repos } = await harness.open();
      const tokens = [token(1, uuid(1)), token(2, uuid(1)), token(3, uuid(1)), token(4, uuid(2))];
      for (const row of tokens) await repos.refreshTokens.insert(row);
      await repos.refreshTokens.revoke(tokens[2]!.hash);
      expect(await repos.refreshTokens.revokeAllForUser(uuid(1))).toBe(2);
      for (const row of tokens.slice(0, 3))
        expect(await repos.refreshTokens.use(row.hash, NOW)).toBeNull();
      expect(await repos.refreshTokens.use(tokens[3]!.hash, NOW)).toEqual(tokens[3]);
    });
  });
}
