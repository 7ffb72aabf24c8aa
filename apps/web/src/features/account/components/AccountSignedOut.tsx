import { useModalStore } from '@/stores/modalStore';

/** The account page for a signed-out visitor: sign in, then come back here. */
export function AccountSignedOut() {
  const openPasswordless = useModalStore((state) => state.openPasswordless);
  return (
    <div className="grid max-w-md gap-3">
      <p>
        Sign in with your mobile number to see your profile, saved addresses, rewards and orders.
      </p>
      <button
        type="button"
        className="btn-primary justify-self-start"
        onClick={() => openPasswordless({ redirect: '/pages/account' })}
      >
        Sign in to your account
      </button>
    </div>
  );
}
