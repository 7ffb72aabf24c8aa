import { sha256Hex } from '../crypto/hmac.js';
import type { IdSource } from '../ports/ids.js';

/**
 * A new opaque refresh token: 64 hex digits from two UUIDs (244 random bits with a
 * cryptographically random id source).
 *
 * @example
 * newRefreshToken({ uuid: () => crypto.randomUUID() }); // '3f1c…' (64 hex digits)
 */
export function newRefreshToken(ids: IdSource): string {
  return `${ids.uuid()}${ids.uuid()}`.replaceAll('-', '');
}

/**
 * The hash a refresh token is stored under (hex SHA-256): a leaked table holds no usable token.
 *
 * @example
 * await hashRefreshToken(token); // 64 hex digits
 */
export function hashRefreshToken(token: string): Promise<string> {
  return sha256Hex(token);
}
