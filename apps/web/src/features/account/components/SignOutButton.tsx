import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutShopper } from '@/features/auth/session/signOutShopper';
import { handleError } from '@/lib/errors/handleError';

/** Signs out (spec 4: persisted state purged, user, cart and wishlist reset) and goes home. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await signOutShopper(queryClient);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
      await navigate('/');
    }
  };
  return (
    <button type="button" className="btn-secondary" disabled={busy} onClick={() => void signOut()}>
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
