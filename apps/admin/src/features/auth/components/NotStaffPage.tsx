import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/stores/sessionStore';
import { NOT_STAFF_MESSAGE } from '../messages';

/**
 * What a signed-in shopper who is not staff sees at /admin, and nothing else: the refusal and a
 * way to sign in with another number. Their session has already been closed here.
 *
 * @example
 * <NotStaffPage phone="+919876543210" />
 */
export function NotStaffPage({ phone }: { phone: string | null }) {
  const setSession = useSessionStore((state) => state.set);
  return (
    <main className="grid min-h-dvh place-items-center bg-muted p-4">
      <section
        className="grid max-w-sm gap-3 rounded-lg border bg-background p-6"
        aria-labelledby="not-staff"
      >
        <h1 id="not-staff" className="text-xl font-semibold">
          {NOT_STAFF_MESSAGE}
        </h1>
        <p className="text-sm text-muted-foreground">
          {phone ? `${phone} is` : 'This number is'} a shopper&apos;s account. Ask the shop&apos;s
          owner to add it as staff, or sign in with the number you were added with.
        </p>
        <Button onClick={() => setSession({ status: 'signed-out', notice: null })}>
          Sign in with another number
        </Button>
      </section>
    </main>
  );
}
