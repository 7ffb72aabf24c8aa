/**
 * A deep copy, so no caller holds an object the memory adapter stores (a SQL adapter gets this
 * for free: every row read is a new object).
 */
export const copy = <T>(value: T): T => structuredClone(value);
