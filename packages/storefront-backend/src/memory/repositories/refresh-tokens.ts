import type { RefreshTokenRecord } from '../../ports/storage/records.js';
import type { RefreshTokensRepository } from '../../ports/storage/refresh-tokens.js';
import { copy } from '../copy.js';
import { assertNew, assertUnique } from '../checks.js';
import type { Run } from '../draft.js';

const live = (token: RefreshTokenRecord | undefined, now: number): token is RefreshTokenRecord =>
  token !== undefined && !token.revoked && now < token.expiresAt;

/** Refresh tokens (sign-in sessions) in the memory adapter. */
export function memoryRefreshTokens(run: Run): RefreshTokensRepository {
  return {
    insert: (token) =>
      run((draft) => {
        const tokens = draft.read('refreshTokens');
        assertNew(tokens, token.hash, 'refresh token');
        assertUnique(tokens, token, 'jti', 'session id');
        draft.write('refreshTokens').set(token.hash, copy(token));
      }),
    use: (hash, now) =>
      run((draft) => {
        const token = draft.read('refreshTokens').get(hash);
        return live(token, now) ? copy(token) : null;
      }),
    sessionLive: (jti, now) =>
      run((draft) =>
        [...draft.read('refreshTokens').values()].some((t) => t.jti === jti && live(t, now)),
      ),
    revoke: (hash) =>
      run((draft) => {
        const token = draft.read('refreshTokens').get(hash);
        if (!token) return false;
        draft.write('refreshTokens').set(hash, { ...token, revoked: true });
        return true;
      }),
    revokeAllForUser: (userId) =>
      run((draft) => {
        const mine = [...draft.read('refreshTokens').values()].filter(
          (token) => token.userId === userId && !token.revoked,
        );
        for (const token of mine)
          draft.write('refreshTokens').set(token.hash, { ...token, revoked: true });
        return mine.length;
      }),
  };
}
