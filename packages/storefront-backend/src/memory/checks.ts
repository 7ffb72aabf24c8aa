/** Refuses an id that is already taken: a programmer error (ids come from the id source). */
export function assertNew(table: ReadonlyMap<string, unknown>, id: string, what: string): void {
  if (table.has(id)) throw new Error(`Duplicate ${what} ${id}`);
}

/** Refuses a row whose `field` repeats another row's: a unique column (programmer error). */
export function assertUnique<Row, F extends keyof Row>(
  table: ReadonlyMap<string, Row>,
  row: Row,
  field: F,
  what: string,
): void {
  for (const other of table.values()) {
    if (other[field] === row[field]) throw new Error(`Duplicate ${what} ${String(row[field])}`);
  }
}
