import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FormError } from '@/components/FormError';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useSignIn } from '../useSignIn';

/**
 * The console's door: staff sign in with their phone and a one-time code (the storefront's
 * user pool). `notice` says why a session ended ('Please use your credentials to sign in').
 *
 * @example
 * <SignInPage notice={session.notice} />
 */
export function SignInPage({ notice }: { notice: string | null }) {
  const flow = useSignIn();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const onCodeStep = flow.view.step === 'code';
  useEffect(() => {
    if (onCodeStep) codeInput.current?.focus();
  }, [onCodeStep]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (onCodeStep ? flow.submitCode(code.trim()) : flow.requestCode(phone.replace(/\D/g, '')));
  };

  return (
    <main className="grid min-h-dvh place-items-center bg-muted p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">Haat admin</h1>
          </CardTitle>
          <CardDescription>Sign in with the mobile number the shop added you with.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            {notice && (
              <p role="status" className="rounded-md bg-accent p-3 text-sm">
                {notice}
              </p>
            )}
            {!onCodeStep ? (
              <Field label="Mobile number" hint="10 digits; +91 is added for you.">
                {(props) => (
                  <Input
                    {...props}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    value={phone}
                    onChange={(event) => setPhone(event.target.value)}
                  />
                )}
              </Field>
            ) : (
              <Field
                label="6-digit code"
                hint={`Sent by SMS to ${flow.view.step === 'code' ? flow.view.phone : ''}.`}
              >
                {(props) => (
                  <Input
                    {...props}
                    ref={codeInput}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                  />
                )}
              </Field>
            )}
            <FormError message={flow.error} />
            <Button type="submit" disabled={flow.busy}>
              {onCodeStep
                ? flow.busy
                  ? 'Checking…'
                  : 'Sign in'
                : flow.busy
                  ? 'Sending…'
                  : 'Send code'}
            </Button>
            {onCodeStep && (
              <div className="flex justify-between gap-2">
                <Button type="button" variant="link" className="px-0" onClick={flow.changeNumber}>
                  Change number
                </Button>
                <Button
                  type="button"
                  variant="link"
                  className="px-0"
                  disabled={flow.busy}
                  onClick={() => void flow.resend()}
                >
                  Send a new code
                </Button>
              </div>
            )}
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
