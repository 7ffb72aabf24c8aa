import type {
  CreateUserAddressInput,
  UpdateUserAddressInput,
} from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { apiError, badInput } from '../errors.js';
import type { AddressRecord } from '../ports/storage/records.js';
import { addressFields } from './address-fields.js';

/** Most addresses one user may keep. */
export const MAX_ADDRESSES = 20;

const notFound = () => apiError('NOT_FOUND', 'Address not found');

/**
 * createUserAddress: a checked address added to the user's book, unless they already keep
 * {@link MAX_ADDRESSES} (counted by storage in the same step).
 *
 * @example
 * const address = await addAddress(deps, user.id, input, now);
 */
export async function addAddress(
  deps: BackendDeps,
  userId: string,
  input: CreateUserAddressInput,
  now: number,
): Promise<AddressRecord> {
  const fields = await addressFields(deps, input);
  const record = { ...fields, id: deps.ids.uuid(), userId, createdAt: now, updatedAt: now };
  const outcome = await deps.storage.repos.addresses.insert(record, { maxPerUser: MAX_ADDRESSES });
  if (!outcome.ok) throw badInput(`You can save up to ${MAX_ADDRESSES} addresses.`);
  return outcome.address;
}

const keep = <T>(value: T | null | undefined, fallback: T): T => value ?? fallback;
const keepOptional = <T>(value: T | null | undefined, fallback: T | null): T | null =>
  value === undefined ? fallback : value;

/**
 * updateUserAddress: the user's own address with the given fields changed (absent ones kept,
 * null clears an optional one), checked again as a whole. Another user's address is NOT_FOUND.
 *
 * @example
 * await changeAddress(deps, user.id, { id, city: 'Pune' }, now);
 */
export async function changeAddress(
  deps: BackendDeps,
  userId: string,
  input: UpdateUserAddressInput,
  now: number,
): Promise<AddressRecord> {
  const { addresses } = deps.storage.repos;
  const current = await addresses.get(userId, input.id);
  if (!current) throw notFound();
  const fields = await addressFields(deps, {
    name: keep(input.name, current.name),
    phone: keep(input.phone, current.phone),
    email: keepOptional(input.email, current.email),
    country: keep(input.country, current.country),
    state: keepOptional(input.state, current.state),
    city: keep(input.city, current.city),
    pinCode: keep(input.pinCode, current.pinCode),
    landmark: keepOptional(input.landmark, current.landmark),
    address: keep(input.address, current.address),
    location: keepOptional(input.location, current.location),
    area: keepOptional(input.area, current.area),
  });
  const updated = await addresses.update(userId, input.id, fields, now);
  if (!updated) throw notFound();
  return updated;
}

/**
 * deleteUserAddress: removes the user's own address and answers it; NOT_FOUND otherwise.
 *
 * @example
 * await removeAddress(deps, user.id, id);
 */
export async function removeAddress(
  deps: BackendDeps,
  userId: string,
  id: string,
): Promise<AddressRecord> {
  const deleted = await deps.storage.repos.addresses.delete(userId, id);
  if (!deleted) throw notFound();
  return deleted;
}
