/**
 * Order start messages (spec 5 "Order start", spec 8 NOT_READY), word for word.
 *
 * @example
 * ORDER_START_MESSAGES.NOT_READY; // 'Try again in sometime...'
 */
export const ORDER_START_MESSAGES = Object.freeze({
  NOT_READY: 'Try again in sometime...',
});

/**
 * General error handler fallback (spec 8 "General handler"), word for word.
 *
 * @example
 * GENERAL_ERROR_MESSAGE; // 'Something went wrong!'
 */
export const GENERAL_ERROR_MESSAGE = 'Something went wrong!';
