import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Loading } from '@/components/LoadFailed';
import { NotStaffPage } from '@/features/auth/components/NotStaffPage';
import { SignInPage } from '@/features/auth/components/SignInPage';
import { installSession, restoreSession } from '@/features/auth/session';
import { useSessionStore } from '@/stores/sessionStore';
import { AdminRoutes } from './routes';

/**
 * Nothing of the console renders before `adminMe` has said who is here: the sign-in screen for
 * no one, the refusal for a user who is not staff, the routes for staff.
 *
 * @example
 * <BrowserRouter basename="/admin"><SessionGate /></BrowserRouter>
 */
export function SessionGate() {
  const queryClient = useQueryClient();
  const session = useSessionStore((state) => state.session);
  useEffect(() => {
    const stop = installSession(queryClient);
    void restoreSession(queryClient);
    return stop;
  }, [queryClient]);
  switch (session.status) {
    case 'restoring':
      return <Loading what="your session" />;
    case 'signed-out':
      return <SignInPage notice={session.notice} />;
    case 'not-staff':
      return <NotStaffPage phone={session.phone} />;
    case 'staff':
      return <AdminRoutes staff={session.staff} />;
  }
}
