import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/lib/errors/handleError';
import { HttpClientError } from '@/lib/http/errors';
import { confirmCodOrder } from '../api/confirmCod';

/** The server's words for a link that is not one the shop made (shown without asking it). */
const NOT_VALID =
  'This confirmation link is not valid. Please open the link from your message again.';

/** A refusal of the link itself (forged, expired): trying again cannot help. */
const refused = (error: unknown) =>
  error instanceof HttpClientError && error.code === 'BAD_USER_INPUT';

/**
 * The confirm-your-COD-order page's body: opening the link is the shopper's confirmation, so the
 * token is sent once as the page opens (confirmCodOrder is safe to repeat: a reload answers
 * "already confirmed"). While it is sent, and after, a live region says where it stands; a
 * refused link is announced as an alert with the server's reason.
 */
export function ConfirmCodOrder({ token }: { token: string }) {
  const confirm = useMutation({ mutationFn: confirmCodOrder });
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const answer = confirm.data;
  const failure = !token
    ? NOT_VALID
    : confirm.isError
      ? (errorMessage(confirm.error) ?? 'Your order could not be confirmed. Please try again.')
      : null;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Confirm your cash on delivery order</h1>
      {answer && (
        <p className="text-lg">
          Order <strong>{answer.orderCode}</strong>
        </p>
      )}
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : (
        <p role="status" className={answer?.status === 'CANCELLED' ? 'text-danger' : undefined}>
          {answer ? answer.message : 'Confirming your order…'}
        </p>
      )}
      {confirm.isError && !refused(confirm.error) && (
        <button type="button" className="btn-secondary" onClick={() => mutate(token)}>
          Try again
        </button>
      )}
      <Link to="/" className="btn-primary inline-block">
        Continue shopping
      </Link>
    </div>
  );
}
