/**
 * A deep copy, so no caller holds an object the memory adapter stores (a SQL adapter gets this
 * for free: every row read is a new object).
 */
export const copy = <T>(value: T): T => structuredClone(value);

/** Refuses what is not a whole number of at least `min`: a programmer error. */
export function wholeNumber(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number of at least ${min}: ${value}`);
  }
}

/** Refuses an id that is already taken: a programmer error (ids come from the id source). */
export function assertNew(table: ReadonlyMap<string, unknown>, id: string, what: string): void {
  if (table.has(id)) throw new Error(`Duplicate ${what} ${id}`);
}
