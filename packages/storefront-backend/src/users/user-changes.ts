import type { UserChanges } from '../ports/storage/records.js';

/** The fields a users repository's `update` may write. */
const CHANGEABLE = [
  'firstName',
  'lastName',
  'email',
  'emailVerified',
  'gender',
  'dob',
  'profilePhotoUrl',
  'phoneVerified',
  'isActive',
] as const satisfies readonly (keyof UserChanges)[];

/**
 * What a users repository's `update` writes: the profile fields present in `changes` (undefined
 * keeps a field, null clears it), never the phone, reward balance, order count or anything else
 * a wider object carries. The memory and SQL adapters both apply exactly this.
 *
 * @example
 * const wider = { firstName: 'Asha', email: null, lastName: undefined, totalOrders: 99 };
 * userChangesToWrite(wider); // { firstName: 'Asha', email: null }
 */
export function userChangesToWrite(changes: UserChanges): UserChanges {
  const picked: Record<string, unknown> = {};
  for (const key of CHANGEABLE) if (changes[key] !== undefined) picked[key] = changes[key];
  return picked;
}
