import { toast } from './toast';

/** Spec 8's general message for a failure with no message of its own. */
export const GENERAL_ERROR_MESSAGE = 'Something went wrong!';

/**
 * The message of a string or an error-like value, or the general message.
 *
 * @example
 * errorMessage(new Error('Order HAAT-10234 is waiting for the shopper to confirm it.'));
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error instanceof Error && error.message.trim()) return error.message;
  return GENERAL_ERROR_MESSAGE;
}

/**
 * The general handler (spec 8): logged and shown as an error toast. Forms show their own
 * errors next to their fields and keep what was typed; this is for everything else.
 *
 * @example
 * useMutation({ mutationFn, onError: handleError });
 */
export function handleError(error: unknown): void {
  console.error(error);
  toast.error(errorMessage(error));
}
