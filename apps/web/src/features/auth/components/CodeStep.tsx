import { useState, type FormEvent } from 'react';
import { TextField } from '@/features/addresses/components/TextField';
import { useCountdown } from '../hooks/useCountdown';
import { displayPhone } from '../phoneDisplay';

interface CodeStepProps {
  phone: string;
  resendAt: number;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onChangeNumber: () => void;
}

const CODE_LENGTH = 6;

/** '27s', '59 min' */
const waitLabel = (seconds: number) =>
  seconds < 60 ? `${seconds}s` : `${Math.ceil(seconds / 60)} min`;

/** Step 2: the one-time code, with a resend after a visible countdown. */
export function CodeStep(props: CodeStepProps) {
  const { phone, resendAt, busy, error, onSubmit, onResend, onChangeNumber } = props;
  const [code, setCode] = useState('');
  const wait = useCountdown(resendAt);
  const complete = code.length === CODE_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    await onSubmit(code);
    setCode('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <p className="text-sm text-ink-muted">
        Enter the code sent to <span className="font-medium text-ink">{displayPhone(phone)}</span>.{' '}
        <button type="button" className="font-medium text-brand underline" onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      <TextField
        id="passwordless-code"
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="\d{6}"
        maxLength={CODE_LENGTH}
        autoFocus
        value={code}
        onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'passwordless-code-error' : undefined}
        className="[&_input]:tracking-[0.4em]"
      />
      {error ? (
        <p id="passwordless-code-error" role="alert" className="-mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={!complete || busy}>
        {busy ? 'Verifying…' : 'Verify'}
      </button>
      <button
        type="button"
        className="btn-secondary"
        disabled={wait > 0 || busy}
        onClick={() => void onResend()}
      >
        {wait > 0 ? `Resend code in ${waitLabel(wait)}` : 'Resend code'}
      </button>
    </form>
  );
}
