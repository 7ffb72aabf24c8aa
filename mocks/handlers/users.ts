import { validateProfile } from '@haat/commerce-core';
import { isoAt } from '../lib/clock.js';
import { badInput } from '../lib/errors.js';
import type { UpdateUserInput } from '@haat/storefront-api/resolvers';
import type { UserRecord } from '../lib/models.js';
import type { MockDomain } from '../lib/resolvers.js';
import { updateUserRecord } from '../lib/users.js';

/** UTC+14, the zone whose calendar day starts first: no shopper's today is after it. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The changes an UpdateUserInput asks for: absent fields kept, null clears, values checked and
 * cleaned by commerce-core `validateProfile` (the account form runs the same rule).
 */
function userChanges(user: UserRecord, input: UpdateUserInput, nowMs: number): Partial<UserRecord> {
  const latestToday = isoAt(nowMs + LATEST_ZONE_MS).slice(0, 10);
  const check = validateProfile(input, latestToday);
  const [refusal] = Object.values(check.errors);
  if (refusal !== undefined) throw badInput(refusal);
  const changes: { -readonly [K in keyof UserRecord]?: UserRecord[K] } = { ...check.profile };
  if (input.profilePhotoUrl !== undefined) changes.profilePhotoUrl = input.profilePhotoUrl;
  if (check.profile.email !== undefined && check.profile.email !== user.email) {
    changes.emailVerified = false;
  }
  return changes;
}

/** getUser / GetUser and updateUser: the signed-in user's profile. */
export const usersDomain: MockDomain = {
  resolvers: {
    Query: {
      getUser: (_, __, context) => context.requireUser(),
    },
    Mutation: {
      updateUser: (_, { input }, context) => {
        const user = context.requireUser();
        return updateUserRecord(context.state, user, userChanges(user, input, context.now));
      },
    },
  },
  handlers: (operations) => [
    operations.query('getUser'),
    operations.query('GetUser'),
    operations.mutation('updateUser'),
  ],
};
