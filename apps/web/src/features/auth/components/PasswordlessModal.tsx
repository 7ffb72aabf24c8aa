import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/Dialog';
import { useModalStore } from '@/stores/modalStore';
import { usePasswordlessFlow } from '../hooks/usePasswordlessFlow';
import { CodeStep } from './CodeStep';
import { NameStep } from './NameStep';
import { PhoneStep } from './PhoneStep';

/**
 * The passwordless sign-in modal (spec 2; also serves the login modal — sign-in is phone-only):
 * opened from the account icon, or by checkout with a redirect. After sign-in it closes and
 * follows the redirect, if any.
 */
export default function PasswordlessModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const customSignup = useModalStore((state) => state.customSignup);
  const finish = () => {
    const { loginRedirect, clearLoginRedirect } = useModalStore.getState();
    onClose();
    if (loginRedirect) {
      clearLoginRedirect();
      void navigate(loginRedirect);
    }
  };
  const flow = usePasswordlessFlow({ customSignup, onDone: finish });
  const { view } = flow;
  const title = view.step === 'name' ? 'Create your account' : 'Sign in';

  return (
    <Dialog title={title} onClose={onClose}>
      <div className="grid gap-4 pb-2">
        {view.step !== 'code' && flow.error ? (
          <p role="alert" className="rounded-md bg-danger/10 p-3 text-sm text-danger">
            {flow.error}
          </p>
        ) : null}
        <p role="status" className="text-sm text-success empty:hidden">
          {flow.notice}
        </p>
        {view.step === 'phone' ? (
          <PhoneStep busy={flow.busy} onSubmit={(phone) => void flow.requestCode(phone)} />
        ) : null}
        {view.step === 'code' ? (
          <CodeStep
            key={view.phone}
            phone={view.phone}
            resendAt={view.resendAt}
            busy={flow.busy}
            error={flow.error}
            onSubmit={flow.verifyCode}
            onResend={flow.resendCode}
            onChangeNumber={flow.changeNumber}
          />
        ) : null}
        {view.step === 'name' ? <NameStep onDone={finish} /> : null}
      </div>
    </Dialog>
  );
}
