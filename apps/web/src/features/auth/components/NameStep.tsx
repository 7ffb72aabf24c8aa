import { validateProfile, type ProfileCheck } from '@haat/commerce-core';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/features/addresses/components/TextField';
import { shopperToday } from '@/lib/dates';
import { IDENTITY_MESSAGES } from '../session/identityErrors';
import { useUpdateUser } from '../hooks/useUpdateUser';

/**
 * Step 3, for a shopper without a name who is new (isExistingUser false) or was sent here with
 * customSignup: the name, saved with updateUser.
 */
export function NameStep({ onDone }: { onDone: () => void }) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<ProfileCheck['errors']>({});
  const update = useUpdateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The profile rule updateUser runs: first name required, both names within their limits.
    const check = validateProfile({ firstName, lastName }, shopperToday());
    setErrors(check.errors);
    if (check.valid) update.mutate(check.profile, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <p className="text-sm text-ink-muted">Welcome to Haat! Tell us your name.</p>
      <TextField
        id="signup-first-name"
        label="First name"
        autoComplete="given-name"
        autoFocus
        value={firstName}
        onValueChange={(value) => {
          setFirstName(value);
          setErrors({});
        }}
        error={errors.firstName}
      />
      <TextField
        id="signup-last-name"
        label="Last name (optional)"
        autoComplete="family-name"
        value={lastName}
        onValueChange={(value) => {
          setLastName(value);
          setErrors({});
        }}
        error={errors.lastName}
      />
      {update.isError ? (
        <p role="alert" className="text-sm text-danger">
          {IDENTITY_MESSAGES.SIGNUP_ERROR}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="btn-secondary" onClick={onDone}>
        Skip for now
      </button>
    </form>
  );
}
