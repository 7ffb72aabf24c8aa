import type { RefreshTokenRecord } from '../../ports/storage/records.js';
import type { RefreshTokensRepository } from '../../ports/storage/refresh-tokens.js';
import { refreshRotationStep } from '../../storage/refresh-rotation-step.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Draft, Run } from '../draft.js';

const live = (token: RefreshTokenRecord, now: number): boolean =>
  !token.revoked && now < token.expiresAt;

/** Marks every row matching `which` revoked; answers the distinct sessions that were live. */
function revokeWhere(draft: Draft, which: (token: RefreshTokenRecord) => boolean): number {
  const sessions = new Set<string>();
  for (const token of [...draft.read('refreshTokens').values()].filter(which)) {
    if (token.revoked) continue;
    sessions.add(token.jti);
    draft.write('refreshTokens').set(token.hash, { ...token, revoked: true });
  }
  return sessions.size;
}

/** Refresh tokens (sign-in sessions and their rotations) in the memory adapter. */
export function memoryRefreshTokens(run: Run): RefreshTokensRepository {
  return {
    insert: (token) =>
      run((draft) => {
        assertNew(draft.read('refreshTokens'), token.hash, 'refresh token');
        draft.write('refreshTokens').set(token.hash, copy(token));
      }),
    rotate: (rotation) =>
      run((draft) => {
        const row = draft.read('refreshTokens').get(rotation.hash) ?? null;
        const step = refreshRotationStep(row, rotation);
        if (row && step.revokeSession) revokeWhere(draft, (token) => token.jti === row.jti);
        if (row && step.retire) {
          draft.write('refreshTokens').set(row.hash, { ...row, retiredAt: rotation.now });
        }
        if (step.add) {
          assertNew(draft.read('refreshTokens'), step.add.hash, 'refresh token');
          draft.write('refreshTokens').set(step.add.hash, step.add);
        }
        return copy(step.outcome);
      }),
    sessionLive: (jti, now) =>
      run((draft) =>
        [...draft.read('refreshTokens').values()].some((t) => t.jti === jti && live(t, now)),
      ),
    revoke: (hash) =>
      run((draft) => {
        const token = draft.read('refreshTokens').get(hash);
        if (!token) return false;
        revokeWhere(draft, (other) => other.jti === token.jti);
        return true;
      }),
    revokeAllForUser: (userId) =>
      run((draft) => revokeWhere(draft, (token) => token.userId === userId)),
  };
}
