import type { Persistence } from './persistence.js';

/**
 * A keyed collection of records kept in memory and, when persistence is configured, written
 * through to storage under `haat-mock:<name>` so the browser keeps it across reloads.
 */
export class Table<T> {
  private readonly rows: Map<string, T>;

  constructor(
    private readonly name: string,
    private readonly persistence: Persistence,
  ) {
    this.rows = new Map(Object.entries(persistence.load<T>(name)));
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  set(id: string, row: T): T {
    this.rows.set(id, row);
    this.save();
    return row;
  }

  delete(id: string): boolean {
    const deleted = this.rows.delete(id);
    if (deleted) this.save();
    return deleted;
  }

  values(): T[] {
    return [...this.rows.values()];
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  clear(): void {
    this.rows.clear();
    this.persistence.remove(this.name);
  }

  private save(): void {
    this.persistence.save(this.name, Object.fromEntries(this.rows));
  }
}
