import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/features/addresses/components/TextField';
import { apiRefusal } from '@/features/auth/api/apiError';
import { dispatchOtp } from '@/features/auth/api/otp';
import { useCountdown } from '@/features/auth/hooks/useCountdown';
import { displayPhone } from '@/features/auth/phoneDisplay';
import { errorMessage } from '@/lib/errors/handleError';
import { verifyCheckoutPhone } from '../api/phoneProof';
import { keepPhoneProof } from '../placement/phoneProof';

interface PhoneCodeStepProps {
  /** The delivery phone to confirm, +91 form. */
  phone: string;
  /** The code was right and its proof is kept: place the order again. */
  onVerified: () => void;
  /** Back to the address form to correct the phone. */
  onChangeNumber: () => void;
}

const CODE_LENGTH = 6;
const INPUT_ID = 'checkout-phone-code';
const ERROR_ID = `${INPUT_ID}-error`;

/** '27s', '2 min' */
const waitLabel = (seconds: number) =>
  seconds < 60 ? `${seconds}s` : `${Math.ceil(seconds / 60)} min`;

/** What went wrong with a send or a check, as the API worded it. */
const problemOf = (error: unknown) =>
  apiRefusal(error)?.message ?? errorMessage(error) ?? 'Something went wrong!';

/**
 * The checkout's one-time code for a guest's cash-on-delivery order (issue 20): sends a code to
 * the delivery phone as sign-in does (ensureUserAndDispatchOTP), then checks what the shopper
 * types (verifyCheckoutPhone) and keeps the proof, and the order is placed again. A wrong code,
 * a resend or a refused send shows its message here, announced and tied to the field; the cart
 * and the address form are never touched. The field takes focus when the step appears.
 */
export function PhoneCodeStep({ phone, onVerified, onChangeNumber }: PhoneCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const sentTo = useRef<string | null>(null);
  const field = () => document.getElementById(INPUT_ID);
  const wait = useCountdown(resendAt);

  const send = useCallback(async () => {
    setError(null);
    try {
      const sent = await dispatchOtp(phone);
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
    } catch (failure) {
      const retryAfter = apiRefusal(failure)?.retryAfterSeconds;
      if (retryAfter) setResendAt(Date.now() + retryAfter * 1000);
      setError(problemOf(failure));
    }
  }, [phone]);

  useEffect(() => {
    field()?.scrollIntoView({ block: 'center' });
    field()?.focus({ preventScroll: true });
    // One code per phone shown (a re-render or React's development double effect sends none).
    if (sentTo.current === phone) return;
    sentTo.current = phone;
    void send();
  }, [phone, send]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await verifyCheckoutPhone(phone, code);
      if (answer.isVerified && answer.phoneProof && answer.expiresAt) {
        keepPhoneProof(phone, answer.phoneProof, answer.expiresAt);
        onVerified();
        return;
      }
      setError(answer.message ?? 'Incorrect code.');
    } catch (failure) {
      setError(problemOf(failure));
    } finally {
      setBusy(false);
    }
    setCode('');
    field()?.focus();
  };

  return (
    <section
      aria-labelledby="checkout-phone-code-title"
      className="scroll-my-24 space-y-3 rounded-md border border-line bg-surface p-3"
    >
      <h2 id="checkout-phone-code-title" className="text-base font-semibold">
        Confirm your phone number
      </h2>
      <p className="text-sm text-ink-muted">
        Cash on delivery needs a one-time code. Enter the code sent to{' '}
        <span className="font-medium text-ink">{displayPhone(phone)}</span>.{' '}
        <button type="button" className="font-medium text-brand underline" onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate>
        <TextField
          id={INPUT_ID}
          label="6-digit code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="\d{6}"
          maxLength={CODE_LENGTH}
          value={code}
          onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          className="[&_input]:tracking-[0.4em]"
        />
        {error ? (
          <p id={ERROR_ID} role="alert" className="-mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn-primary"
          disabled={code.length !== CODE_LENGTH || busy}
        >
          {busy ? 'Verifying…' : 'Verify and place order'}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={wait > 0 || busy}
          onClick={() => void send()}
        >
          {wait > 0 ? `Resend code in ${waitLabel(wait)}` : 'Resend code'}
        </button>
      </form>
    </section>
  );
}
