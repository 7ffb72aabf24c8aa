import { GENERAL_ERROR_MESSAGE } from '@haat/commerce-core';
import { toast } from '@/lib/toast';

/**
 * The general error handler (spec 8): a string, or an error with a message, is logged, shown as an
 * error toast and reported; anything else shows 'Something went wrong!' and is reported.
 */
export function handleError(error: unknown) {
  const message =
    typeof error === 'string'
      ? error
      : error instanceof Error && error.message
        ? error.message
        : null;
  if (message) console.error(error);
  toast.error(message ?? GENERAL_ERROR_MESSAGE);
}
