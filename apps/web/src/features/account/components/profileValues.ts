import type { UpdateUserInput } from '@/features/auth/api/user';
import type { User } from '@/lib/schemas/user';

/** The account's profile form: every field a string as typed. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  dob: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export const GENDERS = ['Female', 'Male', 'Other'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_NAME = 50;

export const profileValues = (user: User): ProfileValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  gender: user.gender ?? '',
  dob: user.dob ?? '',
});

/** Checks the form the way updateUser does (the spec names no profile rules; these are ours). */
export function profileErrors(values: ProfileValues, today: string): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Please enter your first name';
  else if (values.firstName.trim().length > MAX_NAME) errors.firstName = 'First name is too long';
  if (values.lastName.trim().length > MAX_NAME) errors.lastName = 'Last name is too long';
  if (values.email.trim() && !EMAIL.test(values.email.trim())) {
    errors.email = 'Please enter a valid email.';
  }
  const dob = values.dob.trim();
  if (dob && (!DATE.test(dob) || Number.isNaN(Date.parse(dob)))) {
    errors.dob = 'Please enter a valid date of birth';
  } else if (dob && dob > today) {
    errors.dob = 'Date of birth cannot be in the future';
  }
  return errors;
}

/** updateUser's input: empty optional fields clear the stored value. */
export function profileInput(values: ProfileValues): UpdateUserInput {
  const optional = (value: string) => value.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: optional(values.lastName),
    email: optional(values.email),
    gender: optional(values.gender),
    dob: optional(values.dob),
  };
}
