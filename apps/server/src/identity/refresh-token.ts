import { createHash } from 'node:crypto';
import type { IdSource } from '@haat/storefront-backend';

/**
 * A new opaque refresh token: 64 hex digits from two random UUIDs (244 random bits).
 *
 * @example
 * newRefreshToken({ uuid: () => crypto.randomUUID() }); // '3f1c…' (64 hex digits)
 */
export function newRefreshToken(ids: IdSource): string {
  return `${ids.uuid()}${ids.uuid()}`.replaceAll('-', '');
}

/**
 * The hash a refresh token is stored and looked up by (hex SHA-256, as storefront-backend's):
 * a leaked table holds no usable token.
 *
 * @example
 * await hashRefreshToken('abc'); // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export async function hashRefreshToken(refreshToken: string): Promise<string> {
  return Promise.resolve(createHash('sha256').update(refreshToken).digest('hex'));
}
