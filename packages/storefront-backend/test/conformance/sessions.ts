import { describe, expect, it } from 'vitest';
import type { RefreshTokenRecord } from '../../src/ports/storage/records.js';
import { NOW, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const DAY = 24 * 60 * 60_000;
const GRACE = 30_000;
const hashOf = (n: number): string => `${n}`.padStart(64, 'a');
const token = (n: number, userId: string): RefreshTokenRecord => ({
  hash: hashOf(n),
  jti: uuid(1000 + n),
  userId,
  createdAt: NOW,
  expiresAt: NOW + 30 * DAY,
  revoked: false,
  retiredAt: null,
});
const rotation = (from: number, to: number, now: number) => ({
  hash: hashOf(from),
  nextHash: hashOf(to),
  now,
  graceMs: GRACE,
});

/**
 * Refresh tokens: sessions live until revoked or ended; rotation with reuse detection; global
 * sign-out; concurrent refreshes with one token.
 */
export function sessionsConformance(harness: Harness): void {
  describe('refreshTokens', () => {
    it('keeps a session live until it ends or is revoked, by any of its tokens', async () => {
      const { repos } = await harness.open();
      const mine = token(1, uuid(1));
      await repos.refreshTokens.insert(mine);
      expect(await repos.refreshTokens.sessionLive(mine.jti, NOW + DAY)).toBe(true);
      expect(await repos.refreshTokens.sessionLive(mine.jti, mine.expiresAt)).toBe(false);
      expect(await repos.refreshTokens.rotate(rotation(1, 2, NOW + DAY))).toMatchObject({
        status: 'rotated',
      });
      // The retired token still names the session: revoking with it ends the session.
      expect(await repos.refreshTokens.revoke(mine.hash)).toBe(true);
      expect(await repos.refreshTokens.sessionLive(mine.jti, NOW + DAY)).toBe(false);
      expect(await repos.refreshTokens.rotate(rotation(2, 3, NOW + DAY))).toEqual({
        status: 'unknown',
      });
      expect(await repos.refreshTokens.revoke('unknown')).toBe(false);
      expect(await repos.refreshTokens.rotate(rotation(9, 10, NOW))).toEqual({
        status: 'unknown',
      });
    });

    it('rotates a live token: the next one is live, in the same session, sign-in time and end', async () => {
      const { repos } = await harness.open();
      const mine = token(1, uuid(1));
      await repos.refreshTokens.insert(mine);
      expect(await repos.refreshTokens.rotate(rotation(1, 2, NOW + DAY))).toEqual({
        status: 'rotated',
        session: { ...mine, hash: hashOf(2) },
      });
      expect(await repos.refreshTokens.rotate(rotation(2, 3, NOW + 2 * DAY))).toEqual({
        status: 'rotated',
        session: { ...mine, hash: hashOf(3) },
      });
      expect(await repos.refreshTokens.sessionLive(mine.jti, NOW + 2 * DAY)).toBe(true);
      expect(await repos.refreshTokens.rotate(rotation(3, 4, mine.expiresAt))).toEqual({
        status: 'unknown',
      });
    });

    it('takes a retired token again within the grace period (two tabs refreshing at once)', async () => {
      const { repos } = await harness.open();
      const mine = token(1, uuid(1));
      await repos.refreshTokens.insert(mine);
      await repos.refreshTokens.rotate(rotation(1, 2, NOW));
      expect(await repos.refreshTokens.rotate(rotation(1, 3, NOW + GRACE - 1))).toMatchObject({
        status: 'rotated',
      });
      expect(await repos.refreshTokens.rotate(rotation(2, 4, NOW + GRACE))).toMatchObject({
        status: 'rotated',
      });
      expect(await repos.refreshTokens.rotate(rotation(3, 5, NOW + GRACE))).toMatchObject({
        status: 'rotated',
      });
    });

    it('revokes the whole session when a retired token is used after the grace period', async () => {
      const { repos } = await harness.open();
      const mine = token(1, uuid(1));
      const other = token(7, uuid(1));
      await repos.refreshTokens.insert(mine);
      await repos.refreshTokens.insert(other);
      await repos.refreshTokens.rotate(rotation(1, 2, NOW));
      expect(await repos.refreshTokens.rotate(rotation(1, 3, NOW + GRACE))).toEqual({
        status: 'reused',
      });
      expect(await repos.refreshTokens.sessionLive(mine.jti, NOW + GRACE)).toBe(false);
      // The thief's copy and the shopper's current token both stop working…
      expect(await repos.refreshTokens.rotate(rotation(2, 4, NOW + GRACE))).toEqual({
        status: 'unknown',
      });
      expect(await repos.refreshTokens.rotate(rotation(3, 5, NOW + GRACE))).toEqual({
        status: 'unknown',
      });
      // …and the user's other session is untouched.
      expect(await repos.refreshTokens.sessionLive(other.jti, NOW + GRACE)).toBe(true);
    });

    it('of 10 concurrent refreshes with one token, rotates each exactly once into a live token', async () => {
      const { repos } = await harness.open();
      const mine = token(1, uuid(1));
      await repos.refreshTokens.insert(mine);
      const outcomes = await concurrently(10, (i) =>
        repos.refreshTokens.rotate(rotation(1, 100 + i, NOW)),
      );
      expect(outcomes.every((outcome) => outcome.status === 'rotated')).toBe(true);
      for (let i = 0; i < 10; i += 1) {
        expect(await repos.refreshTokens.rotate(rotation(100 + i, 200 + i, NOW + 1))).toMatchObject(
          { status: 'rotated' },
        );
      }
    });

    it("revokes every session of a user, and no one else's", async () => {
      const { repos } = await harness.open();
      const tokens = [token(1, uuid(1)), token(2, uuid(1)), token(3, uuid(1)), token(4, uuid(2))];
      for (const row of tokens) await repos.refreshTokens.insert(row);
      await repos.refreshTokens.rotate(rotation(1, 11, NOW));
      await repos.refreshTokens.revoke(tokens[2]!.hash);
      expect(await repos.refreshTokens.revokeAllForUser(uuid(1))).toBe(2);
      for (const n of [1, 11, 2, 3]) {
        expect(await repos.refreshTokens.rotate(rotation(n, 50 + n, NOW))).toEqual({
          status: 'unknown',
        });
      }
      for (const row of tokens.slice(0, 3)) {
        expect(await repos.refreshTokens.sessionLive(row.jti, NOW)).toBe(false);
      }
      expect(await repos.refreshTokens.sessionLive(tokens[3]!.jti, NOW)).toBe(true);
      expect(await repos.refreshTokens.revokeAllForUser(uuid(1))).toBe(0);
    });
  });
}
