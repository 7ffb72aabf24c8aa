import { useEffect, useState } from 'react';
import { useStoreSettings } from '@/features/store/hooks/storeData';
import { useStoreReady } from '@/features/store/hooks/useStoreReady';
import { useModalStore } from '@/stores/modalStore';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';
import { guestCheckoutAllowed } from '../guestCheckout';

export const CHECKOUT_PATH = '/pages/checkout';

export type CheckoutAccess = 'loading' | 'signed-in' | 'guest' | 'sign-in-required';

/** Opens the passwordless sign-in with the way back to checkout. */
export const askToSignIn = () =>
  useModalStore.getState().openPasswordless({ redirect: CHECKOUT_PATH });

/**
 * Who is checking out: a signed-in shopper, an allowed guest, or someone who must sign in first
 * — then the passwordless modal opens with the redirect back here. 'loading' until the store
 * settings are in (the ready flag).
 */
export function useCheckoutAccess(): CheckoutAccess {
  const signedIn = useUserStore(selectIsSignedIn);
  const ready = useStoreReady();
  const settings = useStoreSettings();
  const [decided, setDecided] = useState<CheckoutAccess | null>(null);
  const computed: CheckoutAccess = signedIn
    ? 'signed-in'
    : !ready
      ? 'loading'
      : guestCheckoutAllowed(settings.guestCheckout)
        ? 'guest'
        : 'sign-in-required';
  // Once decided, a guest keeps the form even if the ready flag flips back (the order checks
  // readiness itself: NOT_READY).
  if (computed !== 'loading' && computed !== decided) setDecided(computed);
  const access = computed === 'loading' && decided === 'guest' ? 'guest' : computed;
  useEffect(() => {
    if (access !== 'sign-in-required') return;
    // After this commit: the route change that brought us here closes every modal (spec 2).
    const timer = setTimeout(askToSignIn, 0);
    return () => clearTimeout(timer);
  }, [access]);
  return access;
}
