import type { ProfileCheck } from '@haat/commerce-core';
import type { User } from '@/lib/schemas/user';

/** The account's profile form: every field a string as typed. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  dob: string;
}

/** A message per refused field (commerce-core `validateProfile`). */
export type ProfileErrors = ProfileCheck['errors'];

export const GENDERS = ['Female', 'Male', 'Other'] as const;

export const profileValues = (user: User): ProfileValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  gender: user.gender ?? '',
  dob: user.dob ?? '',
});
