import type { AdminPermissionName } from './admin-permissions.js';

/**
 * Every `extensions.code` a refusal of the admin API carries (the admin SDL header lists the
 * same under "Errors"; a test keeps the two in step).
 *
 * @example
 * adminErrorCodes.includes('MOVE_REFUSED'); // true
 */
export const adminErrorCodes = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'MOVE_REFUSED',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'PROVIDER_UNAVAILABLE',
  'INTERNAL',
] as const;

/**
 * One of {@link adminErrorCodes}.
 *
 * @example
 * const code: AdminErrorCode = 'CONFLICT';
 */
export type AdminErrorCode = (typeof adminErrorCodes)[number];

/**
 * The admin API's fixed messages, fit to show staff.
 *
 * @example
 * adminErrorMessages.NOT_STAFF; // 'You are not staff of this shop.'
 */
export const adminErrorMessages = {
  UNAUTHORIZED: 'Unauthorized',
  NOT_STAFF: 'You are not staff of this shop.',
  CONFLICT: 'Someone else changed this order first. Please reload it and try again.',
  PROVIDER_UNAVAILABLE: 'The payment gateway did not answer. Please try again.',
  IDEMPOTENCY_KEY_REUSED: 'This request was already made with different details. Please try again.',
  /** `bookShipment` in a shop without a courier (self-ship); the console shows it beside the button. */
  NO_COURIER: 'No courier is set up: enter the courier and AWB when you dispatch.',
} as const;

/**
 * Why a staff member's role is refused an operation (FORBIDDEN).
 *
 * @example
 * roleRefusal('packer', 'ORDERS_CANCEL');
 * // 'Your role (packer) cannot do this: it needs ORDERS_CANCEL.'
 */
export function roleRefusal(role: string, permission: AdminPermissionName): string {
  return `Your role (${role.toLowerCase()}) cannot do this: it needs ${permission}.`;
}
