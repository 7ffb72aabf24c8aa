import { addPhonePrefix, isValidPhone } from '@haat/commerce-core';
import { useState } from 'react';
import { dispatchCode, verifyCode } from './api/otp';
import { codeProblem, IDENTITY_MESSAGES } from './messages';
import { loadStaff } from './session';
import { startUserPoolSession } from './startSession';

/** The step the sign-in form is at. */
export type SignInStep = { step: 'phone' } | { step: 'code'; phone: string; resendAt: number };

/**
 * Staff sign-in: phone → a one-time code (ensureUserAndDispatchOTP) → the code checked
 * (verifyCustomOTP) → the user-pool session → `adminMe`. Every failure keeps the step and what
 * was typed, with a message fit to show.
 *
 * @example
 * const flow = useSignIn(); await flow.requestCode('9876543210');
 */
export function useSignIn() {
  const [view, setView] = useState<SignInStep>({ step: 'phone' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const requestCode = (digits: string) =>
    run(async () => {
      if (!isValidPhone(digits)) {
        setError('Enter your 10-digit mobile number.');
        return;
      }
      const phone = addPhonePrefix(digits);
      try {
        const sent = await dispatchCode(phone);
        setView({ step: 'code', phone, resendAt: Date.now() + sent.resendAfterSeconds * 1000 });
      } catch (failure) {
        setError(codeProblem(failure, IDENTITY_MESSAGES.SIGNUP_ERROR));
      }
    });

  const submitCode = (code: string) =>
    run(async () => {
      if (view.step !== 'code') return;
      if (!/^\d{6}$/.test(code)) {
        setError('Enter the 6-digit code.');
        return;
      }
      try {
        const checked = await verifyCode(view.phone, code);
        if (!checked.isVerified) {
          setError(checked.message ?? 'Incorrect code.');
          return;
        }
        // The verified code became a single-use ticket: the user pool takes it, not the code.
        await startUserPoolSession(view.phone, checked.signInTicket ?? '');
      } catch (failure) {
        setError(codeProblem(failure, IDENTITY_MESSAGES.AUTHENTICATION_ERROR));
        return;
      }
      await loadStaff(view.phone);
    });

  return {
    view,
    busy,
    error,
    requestCode,
    submitCode,
    resend: () => (view.step === 'code' ? requestCode(view.phone.slice(-10)) : Promise.resolve()),
    changeNumber: () => {
      setError(null);
      setView({ step: 'phone' });
    },
  };
}
