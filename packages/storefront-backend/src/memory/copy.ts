/**
 * A deep copy, so no caller holds an object the memory adapter stores (a SQL adapter gets this
 * for free: every row read is a new object).
 */
export const copy = <T>(value: T): T => structuredClone(value);

/**
 * Freezes an object graph in place (and answers it), so a caller cannot change what it was
 * handed: the catalogue is shared by every read without copying.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
