import { validateProfile } from '@haat/commerce-core';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/features/addresses/components/TextField';
import { useUpdateUser } from '@/features/auth/hooks/useUpdateUser';
import { shopperToday } from '@/lib/dates';
import { errorMessage } from '@/lib/errors/handleError';
import type { User } from '@/lib/schemas/user';
import { GENDERS, profileValues, type ProfileErrors } from './profileValues';

/** The profile (spec 3 "User"): names, email, gender and date of birth, saved with updateUser. */
export function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState(() => profileValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateUser();
  const today = shopperToday();
  const field = (name: keyof typeof values) => ({
    id: `profile-${name}`,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      update.reset();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The rule updateUser runs too; what it cleans (trimmed, blank → null) is what is sent.
    const check = validateProfile(values, today);
    setErrors(check.errors);
    const first = Object.keys(check.errors)[0];
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    update.mutate(check.profile);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-labelledby="profile-heading"
    >
      <h2 id="profile-heading" className="text-lg font-semibold sm:col-span-2">
        Profile
      </h2>
      <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
      <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
      />
      <div>
        <label htmlFor="profile-gender" className="mb-1 block text-sm font-medium">
          Gender
        </label>
        <select
          id="profile-gender"
          className="input w-full"
          value={values.gender}
          onChange={(event) => field('gender').onValueChange(event.target.value)}
        >
          <option value="">Prefer not to say</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </select>
      </div>
      <TextField
        {...field('dob')}
        label="Date of birth"
        type="date"
        max={today}
        autoComplete="bday"
      />
      {update.isError ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errorMessage(update.error) ?? 'Your profile could not be saved.'}
        </p>
      ) : null}
      <p role="status" className="text-sm text-success empty:hidden sm:col-span-2">
        {update.isSuccess ? 'Profile saved.' : ''}
      </p>
      <button type="submit" className="btn-primary justify-self-start" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
