import type { UserAddress } from '@haat/storefront-api/resolvers';
import type { AddressRecord } from '../ports/storage/records.js';

/**
 * A stored address as the API answers it (`userID`, ISO times).
 *
 * @example
 * apiAddress(record).userID; // 'u1'
 */
export function apiAddress(address: AddressRecord): UserAddress {
  const { userId, createdAt, updatedAt, ...fields } = address;
  return {
    ...fields,
    userID: userId,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}
