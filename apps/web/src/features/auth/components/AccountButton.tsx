import { Link } from 'react-router-dom';
import { selectIsSignedIn, useUserStore } from '@/stores/userStore';
import { useModalStore } from '@/stores/modalStore';

function AccountIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

/** Signed in: goes to /pages/account. Signed out: opens the passwordless sign-in (spec 2). */
export function AccountButton() {
  const signedIn = useUserStore(selectIsSignedIn);
  const openPasswordless = useModalStore((state) => state.openPasswordless);
  if (signedIn) {
    return (
      <Link to="/pages/account" className="icon-btn" aria-label="Account">
        <AccountIcon />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label="Sign in"
      onClick={() => openPasswordless()}
    >
      <AccountIcon />
    </button>
  );
}
