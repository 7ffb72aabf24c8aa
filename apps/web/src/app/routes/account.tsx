import { PageHead } from '@/components/PageHead';
import { simpleHead } from '@/lib/head/simpleHead';
import { AccountSignedOut } from '@/features/account/components/AccountSignedOut';
import { AddressBook } from '@/features/account/components/AddressBook';
import { OrdersList } from '@/features/account/components/OrdersList';
import { ProfileForm } from '@/features/account/components/ProfileForm';
import { RewardsCard } from '@/features/account/components/RewardsCard';
import { SignOutButton } from '@/features/account/components/SignOutButton';
import { displayPhone } from '@/features/auth/phoneDisplay';
import { useSessionRestoring } from '@/features/auth/session/restoreStatus';
import { useUserStore } from '@/stores/userStore';

/** /pages/account: profile, rewards, saved addresses, orders and sign-out (signed in only). */
export default function AccountRoute() {
  const user = useUserStore((state) => state.data);
  const restoring = useSessionRestoring();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6">
      <PageHead
        head={simpleHead(
          'My account',
          '/pages/account',
          'Your Haat profile, addresses, rewards and orders.',
        )}
      />
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">My account</h1>
        {user ? (
          <p className="text-ink-muted">
            Signed in as <span className="font-medium text-ink">{displayPhone(user.phone)}</span>
          </p>
        ) : null}
      </div>
      {user ? (
        <>
          <ProfileForm key={user.id} user={user} />
          <RewardsCard totalRewards={user.totalRewards ?? 0} />
          <AddressBook />
          <OrdersList userId={user.id} />
          <div>
            <SignOutButton />
          </div>
        </>
      ) : restoring ? (
        <p className="text-ink-muted" aria-busy="true">
          Loading your account…
        </p>
      ) : (
        <AccountSignedOut />
      )}
    </div>
  );
}
