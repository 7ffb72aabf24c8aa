import { addPhonePrefix } from '@haat/commerce-core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { track } from '@/lib/analytics/track';
import { useUserStore } from '@/stores/userStore';
import { loadAuth } from '../amplify/loadAuth';
import { dispatchOtp, verifyOtp } from '../api/otp';
import { IDENTITY_MESSAGES, identityMessage } from '../session/identityErrors';
import { loadUser } from '../session/loadUser';
import { otpProblem } from '../session/otpMessages';
import { startUserPoolSession } from '../session/startSession';

export type FlowView =
  | { step: 'phone' }
  | { step: 'code'; phone: string; isExistingUser: boolean | null; resendAt: number }
  | { step: 'name' };

/**
 * The passwordless sign-in (spec 4 "Sign-in flow", see ../README.md): phone →
 * ensureUserAndDispatchOTP → code → verifyCustomOTP (→ sign-in ticket) → the user-pool session
 * with the ticket → getUser, then the
 * name step before `onDone` when the profile has no first name and the shopper is new
 * (isExistingUser false) or the modal was opened with `customSignup` (a caller asking for the
 * name of a returning shopper too).
 */
export function usePasswordlessFlow(options: { customSignup: boolean; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<FlowView>({ step: 'phone' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (phone: string, isResend: boolean) =>
    run(async () => {
      void loadAuth().catch(() => undefined); // warm up Amplify while the SMS travels
      try {
        const sent = await dispatchOtp(phone);
        track({ name: 'otp_requested', isExistingUser: sent.isExistingUser });
        const resendAt = Date.now() + sent.resendAfterSeconds * 1000;
        setView({ step: 'code', phone, isExistingUser: sent.isExistingUser, resendAt });
        if (isResend) setNotice('A new code has been sent.');
      } catch (failure) {
        const problem = otpProblem(failure, IDENTITY_MESSAGES.SIGNUP_ERROR);
        setError(problem.message);
        // A code sent moments ago is still good: let the shopper type it while the wait runs.
        if (problem.retryAt && !problem.sendLimit) {
          setView((current) => ({
            step: 'code',
            phone,
            isExistingUser: current.step === 'code' ? current.isExistingUser : null,
            resendAt: problem.retryAt ?? 0,
          }));
        } else if (problem.retryAt && view.step === 'code') {
          setView({ ...view, resendAt: problem.retryAt });
        }
      }
    });

  const requestCode = (nationalNumber: string) => {
    const phone = addPhonePrefix(nationalNumber);
    useUserStore.getState().setCustomPhone(phone);
    return sendCode(phone, false);
  };

  const verifyCode = (code: string) =>
    run(async () => {
      if (view.step !== 'code') return;
      let ticket: string;
      try {
        const result = await verifyOtp(view.phone, code);
        if (!result.isVerified) {
          setError(result.message ?? 'Incorrect code.');
          return;
        }
        ticket = result.signInTicket ?? '';
      } catch (failure) {
        const problem = otpProblem(failure, IDENTITY_MESSAGES.AUTHENTICATION_ERROR);
        setError(problem.message);
        if (problem.retryAt) setView({ ...view, resendAt: problem.retryAt });
        return;
      }
      try {
        // The verified code became a single-use ticket: the user pool takes it, not the code.
        await startUserPoolSession(view.phone, ticket);
      } catch (failure) {
        setError(identityMessage(failure));
        return;
      }
      const user = await loadUser(queryClient);
      if (!user) {
        setError(IDENTITY_MESSAGES.AUTHENTICATION_ERROR);
        setView({ step: 'phone' });
        return;
      }
      const firstTime = view.isExistingUser === false;
      track({ name: firstTime ? 'sign_up' : 'login', method: 'otp' });
      if (!user.firstName && (firstTime || options.customSignup)) setView({ step: 'name' });
      else options.onDone();
    });

  return {
    view,
    busy,
    error,
    notice,
    requestCode,
    verifyCode,
    resendCode: () => (view.step === 'code' ? sendCode(view.phone, true) : Promise.resolve()),
    changeNumber: () => {
      setError(null);
      setNotice(null);
      setView({ step: 'phone' });
    },
  };
}
