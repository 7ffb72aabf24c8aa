import type { StockRepository, StockShortage } from '../../ports/storage/stock.js';
import { unpaidShareAllows } from '../../storage/unpaid-share.js';
import { stockLinesByKey as perKey } from '../../storage/checks.js';
import type { Run } from '../draft.js';
import type { StockRow } from '../tables.js';

/** Moves each tracked row of the lines' keys by `change` (untracked and unknown keys: nothing). */
const updateEach = (
  table: Map<string, StockRow>,
  lines: readonly (readonly [string, number])[],
  change: (row: StockRow, quantity: number) => StockRow,
): void => {
  for (const [key, quantity] of lines) {
    const row = table.get(key);
    if (row?.tracked) table.set(key, change(row, quantity));
  }
};

/** Stock levels in the memory adapter. */
export function memoryStock(run: Run): StockRepository {
  return {
    available: (keys) =>
      run((draft) => {
        const rows = draft.read('stock');
        return keys.map((key) => {
          const row = rows.get(key);
          return { key, available: !row ? 0 : row.tracked ? row.onHand - row.reserved : null };
        });
      }),
    reserve: (lines, options = {}) =>
      run((draft) => {
        const wanted = perKey(lines);
        const rows = draft.read('stock');
        const shortages: StockShortage[] = [];
        for (const [key, requested] of wanted) {
          const row = rows.get(key);
          const available = !row ? 0 : row.onHand - row.reserved;
          if (!row || (row.tracked && available < requested)) {
            shortages.push({ key, requested, available });
          } else if (row.tracked && options.unpaid && !unpaidShareAllows(row, requested)) {
            shortages.push({ key, requested, available, heldForPayment: true });
          }
        }
        if (shortages.length > 0) return { ok: false as const, shortages };
        const held = options.unpaid ? 1 : 0;
        updateEach(draft.write('stock'), wanted, (row, quantity) => ({
          ...row,
          reserved: row.reserved + quantity,
          held: row.held + held * quantity,
        }));
        return { ok: true as const };
      }),
    release: (lines, options = {}) =>
      run((draft) => {
        updateEach(draft.write('stock'), perKey(lines), (row, quantity) => ({
          ...row,
          reserved: Math.max(0, row.reserved - quantity),
          held: options.unpaid ? Math.max(0, row.held - quantity) : row.held,
        }));
      }),
    settle: (lines) =>
      run((draft) => {
        updateEach(draft.write('stock'), perKey(lines), (row, quantity) => ({
          ...row,
          held: Math.max(0, row.held - quantity),
        }));
      }),
    commit: (lines) =>
      run((draft) => {
        const wanted = perKey(lines);
        const rows = draft.read('stock');
        const short = wanted.some(([key, quantity]) => {
          const row = rows.get(key);
          return !row || (row.tracked && row.reserved < quantity);
        });
        if (short) return false;
        updateEach(draft.write('stock'), wanted, (row, quantity) => ({
          ...row,
          onHand: row.onHand - quantity,
          reserved: row.reserved - quantity,
        }));
        return true;
      }),
    restock: (lines) =>
      run((draft) => {
        updateEach(draft.write('stock'), perKey(lines), (row, quantity) => ({
          ...row,
          onHand: row.onHand + quantity,
        }));
      }),
  };
}
