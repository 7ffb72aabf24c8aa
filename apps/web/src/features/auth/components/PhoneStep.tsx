import { isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/features/addresses/components/TextField';

interface PhoneStepProps {
  busy: boolean;
  onSubmit: (nationalNumber: string) => void;
}

/** Keeps the 10 national digits of whatever was typed or pasted (+91, spaces, dashes dropped). */
const nationalDigits = (raw: string) =>
  removePhonePrefix(raw.replace(/[^\d+]/g, ''))
    .replace(/\D/g, '')
    .slice(0, 10);

/** Step 1: the mobile number. Exactly 10 digits (spec 5: no message for the pattern itself). */
export function PhoneStep({ busy, onSubmit }: PhoneStepProps) {
  const [phone, setPhone] = useState('');
  const valid = isValidPhone(phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onSubmit(phone);
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        id="passwordless-phone"
        label="Mobile number"
        prefix="+91"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        data-autofocus
        value={phone}
        onValueChange={(value) => setPhone(nationalDigits(value))}
        hint={<span className="text-ink-muted">We will send a 6-digit code to this number.</span>}
      />
      <button type="submit" className="btn-primary" disabled={!valid || busy}>
        {busy ? 'Sending code…' : 'Send code'}
      </button>
    </form>
  );
}
