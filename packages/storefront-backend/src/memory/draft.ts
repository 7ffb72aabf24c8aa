import type { MemoryTables, RowOf, TableName } from './tables.js';

type Copies = { -readonly [N in TableName]?: Map<string, RowOf<N>> };

/**
 * One transaction's view of the tables: reads see the transaction's own writes; the first write
 * to a table copies its map (rows are shared, never changed in place), and `result` is the new
 * state to publish on success. A failed transaction simply drops its draft.
 */
export class Draft {
  private readonly copies: Copies = {};

  constructor(private readonly base: MemoryTables) {}

  /** The table as this transaction sees it. */
  read<N extends TableName>(name: N): ReadonlyMap<string, RowOf<N>> {
    return (this.copies[name] ?? this.base[name]) as ReadonlyMap<string, RowOf<N>>;
  }

  /** The table to write to (copied on first use). */
  write<N extends TableName>(name: N): Map<string, RowOf<N>> {
    const existing = this.copies[name];
    if (existing) return existing;
    const copy = new Map(this.read(name));
    (this.copies as Record<N, Map<string, RowOf<N>>>)[name] = copy;
    return copy;
  }

  /** Whether anything was written. */
  get changed(): boolean {
    return Object.keys(this.copies).length > 0;
  }

  /** The tables with this transaction's writes applied. */
  result(): MemoryTables {
    return { ...this.base, ...this.copies };
  }
}

/**
 * Runs one repository operation against a draft: synchronously, so the operation is atomic
 * (no other code runs between its read and its write).
 */
export type Run = <T>(operation: (draft: Draft) => T) => Promise<T>;
