import { GENERAL_ERROR_MESSAGE } from '@haat/commerce-core';
import { toast } from '@/lib/toast';
import { reportError, type ReportContext } from './report';

export interface HandleErrorOptions {
  /**
   * Background work the shopper did not start and cannot act on (tracking, third-party scripts):
   * logged and reported, but no toast — a repeating error toast would break the page.
   */
  silent?: boolean;
  /** Extra facts for the report (operation name, event names …). */
  context?: ReportContext;
}

/** The message of a string or an error-like value, or null when it has none. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() ? error : null;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    return typeof message === 'string' && message.trim() ? message : null;
  }
  return null;
}

/**
 * The general error handler (spec 8): a string, or an error with a message, is logged, shown as
 * an error toast and reported; anything else shows 'Something went wrong!' and is reported.
 * The same message is never stacked twice (the toast id is the message). Never throws.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}) {
  const message = errorMessage(error);
  if (message) console.error(error);
  if (!options.silent) {
    const text = message ?? GENERAL_ERROR_MESSAGE;
    try {
      toast.error(text, { id: text });
    } catch {
      // No toaster mounted (very early errors): the report below still goes out.
    }
  }
  reportError(error, { source: 'handler', ...options.context });
}
