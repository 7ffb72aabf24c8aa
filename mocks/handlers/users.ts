import { sanitizeText } from '@haat/commerce-core';
import { badInput } from '../lib/errors.js';
import type { UpdateUserInput } from '@haat/storefront-api/resolvers';
import type { UserRecord } from '../lib/models.js';
import type { MockDomain } from '../lib/resolvers.js';
import { updateUserRecord } from '../lib/users.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: string | null, max: number, field: string): string | null => {
  if (value === null) return null;
  const clean = sanitizeText(value).trim();
  if (clean.length > max) throw badInput(`${field} is too long (at most ${max} characters).`);
  return clean || null;
};

/** The changes an UpdateUserInput asks for: absent fields kept, null clears, values validated. */
function userChanges(user: UserRecord, input: UpdateUserInput): Partial<UserRecord> {
  const changes: { -readonly [K in keyof UserRecord]?: UserRecord[K] } = {};
  if (input.firstName !== undefined) changes.firstName = text(input.firstName, 50, 'First name');
  if (input.lastName !== undefined) changes.lastName = text(input.lastName, 50, 'Last name');
  if (input.gender !== undefined) changes.gender = text(input.gender, 20, 'Gender');
  if (input.profilePhotoUrl !== undefined) changes.profilePhotoUrl = input.profilePhotoUrl;
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email !== null && !EMAIL.test(email)) throw badInput('Please enter a valid email.');
    changes.email = email;
    if (email !== user.email) changes.emailVerified = false;
  }
  if (input.dob !== undefined) {
    if (input.dob !== null && (!DATE.test(input.dob) || Number.isNaN(Date.parse(input.dob)))) {
      throw badInput('Date of birth must be a date (YYYY-MM-DD).');
    }
    changes.dob = input.dob;
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
        return updateUserRecord(context.state, user, userChanges(user, input));
      },
    },
  },
  handlers: (operations) => [
    operations.query('getUser'),
    operations.query('GetUser'),
    operations.mutation('updateUser'),
  ],
};
