import { GENERAL_ERROR_MESSAGE } from '@haat/commerce-core';
import { toast } from '@/lib/toast';
import { reportError, type ReportContext } from './report';

export interface HandleErrorOptions {
  /** Extra facts for the report (operation name, source …). */
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

/** Options only when the second argument really is options (not a query callback's variables). */
function optionsFrom(value: unknown): HandleErrorOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  if (!Object.keys(value).every((key) => key === 'context')) return {};
  const { context } = value as HandleErrorOptions;
  return typeof context === 'object' && context !== null ? { context } : {};
}

/**
 * The general error handler (spec 8): a string, or an error with a message, is logged, shown as
 * an error toast and reported; anything else shows 'Something went wrong!' and is reported.
 * The same message is never stacked twice (the toast id is the message). Never throws.
 * Usable directly as a React Query `onError` (extra callback arguments are ignored).
 */
export function handleError(error: unknown, options?: HandleErrorOptions): void;
export function handleError(error: unknown, ...ignored: unknown[]): void;
export function handleError(error: unknown, options?: unknown): void {
  const message = errorMessage(error);
  if (message) console.error(error);
  const text = message ?? GENERAL_ERROR_MESSAGE;
  try {
    toast.error(text, { id: text });
  } catch {
    // The toast could not be queued; the report below still goes out.
  }
  reportError(error, { source: 'handler', ...optionsFrom(options).context });
}

/**
 * The same path for background work the shopper did not start and cannot act on (tracking,
 * third-party scripts, attribution): logged and reported, but no toast — a repeating error toast
 * would break the page (spec 8 "Tracking errors go to the handler"; the page never breaks).
 */
export function handleBackgroundError(error: unknown, context: ReportContext = {}) {
  const message = errorMessage(error);
  if (message) console.error(error);
  reportError(error, { source: 'background', ...context });
}
