import { validateProfile } from '@haat/commerce-core';
import type { UpdateUserInput } from '@haat/storefront-api/resolvers';
import { badInput } from '../errors.js';
import type { UserChanges, UserRecord } from '../ports/storage/records.js';

/** UTC+14, the zone whose calendar day starts first: no shopper's today is after it. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The changes an UpdateUserInput asks for: absent fields kept, null clears, values checked and
 * cleaned by commerce-core `validateProfile` (the account form runs the same rule); the first
 * refusal is BAD_USER_INPUT with its message. A changed email is no longer verified.
 *
 * @example
 * profileChanges(user, { firstName: ' Asha ' }, now); // { firstName: 'Asha' }
 */
export function profileChanges(user: UserRecord, input: UpdateUserInput, now: number): UserChanges {
  const latestToday = new Date(now + LATEST_ZONE_MS).toISOString().slice(0, 10);
  const check = validateProfile(input, latestToday);
  const [refusal] = Object.values(check.errors);
  if (refusal !== undefined) throw badInput(refusal);
  const { firstName, lastName, email, gender, dob } = check.profile;
  return {
    ...(firstName !== undefined && { firstName }),
    ...(lastName !== undefined && { lastName }),
    ...(email !== undefined && { email }),
    ...(gender !== undefined && { gender }),
    ...(dob !== undefined && { dob }),
    ...(input.profilePhotoUrl !== undefined && { profilePhotoUrl: input.profilePhotoUrl }),
    ...(email !== undefined && email !== user.email && { emailVerified: false }),
  };
}
