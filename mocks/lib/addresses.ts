import { validateAddress } from '@haat/commerce-core';
import { zipCode } from './catalogue/index.js';
import { isoAt } from './clock.js';
import type { MockContext } from './context.js';
import { apiError, badInput } from './errors.js';
import type { CreateUserAddressInput } from '@haat/storefront-api/resolvers';
import type { AddressRecord } from './models.js';
import { firstAddressError, toAddressForm, toStoredAddress } from './orders/address.js';

/** Most addresses one user may keep. */
export const MAX_ADDRESSES = 20;

/** Validates like checkout with method ALL (commerce-core `validateAddress`): INVALID_ADDRESS. */
export function assertValidAddress(context: MockContext, input: CreateUserAddressInput): void {
  const zip = context.scenarios.has('zip-failure')
    ? null
    : (zipCode(context.catalogue, input.pinCode) ?? null);
  const errors = validateAddress(toAddressForm(input), 'ALL', zip);
  const first = firstAddressError(errors);
  if (first) throw apiError('INVALID_ADDRESS', first, { fieldErrors: errors });
}

/** A stored address for the user from a validated input. */
export function addressRecord(
  context: MockContext,
  userId: string,
  input: CreateUserAddressInput,
  existing?: AddressRecord,
): AddressRecord {
  assertValidAddress(context, input);
  const now = isoAt(context.now);
  const stored = toStoredAddress(input);
  return {
    ...stored,
    phone: stored.phone ?? '',
    id: existing?.id ?? crypto.randomUUID(),
    userID: userId,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}

/** The user's own address, or NOT_FOUND. */
export function ownAddress(context: MockContext, userId: string, id: string): AddressRecord {
  const address = context.state.addresses.get(id);
  if (!address || address.userID !== userId) throw apiError('NOT_FOUND', 'Address not found');
  return address;
}

/** Refuses a new address beyond the limit. */
export function assertRoomForAddress(context: MockContext, userId: string): void {
  const count = context.state.addresses.values().filter((a) => a.userID === userId).length;
  if (count >= MAX_ADDRESSES) throw badInput(`You can save up to ${MAX_ADDRESSES} addresses.`);
}
