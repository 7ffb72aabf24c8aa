/**
 * A new idempotency key for one staff action (the SDL: a UUID per action, reused by its retries).
 * A form keeps its key until the action succeeds, so pressing the button again after a failure
 * cannot move stock or money twice.
 *
 * @example
 * const key = newIdempotencyKey(); // 'f1c2…'
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
