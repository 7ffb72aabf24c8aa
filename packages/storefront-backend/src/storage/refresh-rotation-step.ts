import type { RefreshTokenRecord } from '../ports/storage/records.js';
import type { RefreshRotation, RefreshRotationOutcome } from '../ports/storage/refresh-tokens.js';

/**
 * What a refresh does, from the presented token's row (null: unknown): the rules of
 * `RefreshTokensRepository.rotate`, decided once for every storage adapter, which runs it with
 * that row locked and then applies the writes: `retire` (set the row's `retiredAt` to now),
 * `add` (the next token's row) or `revokeSession` (every row of the session).
 *
 * @example
 * const step = refreshRotationStep(row, { hash, nextHash, now, graceMs: 30_000 });
 */
export function refreshRotationStep(
  row: RefreshTokenRecord | null,
  rotation: RefreshRotation,
): {
  readonly outcome: RefreshRotationOutcome;
  readonly retire: boolean;
  readonly add: RefreshTokenRecord | null;
  readonly revokeSession: boolean;
} {
  const { now } = rotation;
  const none = { retire: false, add: null, revokeSession: false };
  if (!row || row.revoked || now >= row.expiresAt)
    return { outcome: { status: 'unknown' }, ...none };
  if (row.retiredAt !== null && now - row.retiredAt >= rotation.graceMs) {
    return { outcome: { status: 'reused' }, ...none, revokeSession: true };
  }
  const add: RefreshTokenRecord = {
    hash: rotation.nextHash,
    jti: row.jti,
    userId: row.userId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revoked: false,
    retiredAt: null,
  };
  return {
    outcome: { status: 'rotated', session: add },
    retire: row.retiredAt === null,
    add,
    revokeSession: false,
  };
}
