/**
 * Why `moveOrder` changed nothing: no such order (`NOT_FOUND`), the order's life does not allow
 * the move now (`MOVE_REFUSED`), or someone else moved the order since the version the caller
 * read (`CONFLICT`), or the caller's idempotency key was used for another request
 * (`IDEMPOTENCY_KEY_REUSED`). The codes are the admin contract's; the message is fit to show staff.
 *
 * @example
 * const code: MoveRefusalCode = 'MOVE_REFUSED';
 */
export type MoveRefusalCode = 'NOT_FOUND' | 'MOVE_REFUSED' | 'CONFLICT' | 'IDEMPOTENCY_KEY_REUSED';

/**
 * Thrown inside the move's transaction to roll back everything it wrote (a lazily started life
 * too) and caught by `moveOrder`, which answers it as a refusal.
 *
 * @example
 * throw new MoveRefused('CONFLICT', 'Order HAAT-10234 was changed by someone else: read it again.');
 */
export class MoveRefused extends Error {
  constructor(
    readonly code: MoveRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'MoveRefused';
  }
}
