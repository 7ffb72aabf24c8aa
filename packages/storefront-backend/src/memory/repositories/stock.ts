import type { StockRepository, StockShortage } from '../../ports/storage/stock.js';
import { stockLinesByKey as perKey } from '../../storage/checks.js';
import type { Run } from '../draft.js';

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
    reserve: (lines) =>
      run((draft) => {
        const wanted = perKey(lines);
        const rows = draft.read('stock');
        const shortages: StockShortage[] = [];
        for (const [key, requested] of wanted) {
          const row = rows.get(key);
          const available = !row ? 0 : row.onHand - row.reserved;
          if (!row || (row.tracked && available < requested)) {
            shortages.push({ key, requested, available });
          }
        }
        if (shortages.length > 0) return { ok: false as const, shortages };
        const table = draft.write('stock');
        for (const [key, quantity] of wanted) {
          const row = table.get(key);
          if (row?.tracked) table.set(key, { ...row, reserved: row.reserved + quantity });
        }
        return { ok: true as const };
      }),
    release: (lines) =>
      run((draft) => {
        const table = draft.write('stock');
        for (const [key, quantity] of perKey(lines)) {
          const row = table.get(key);
          if (row?.tracked)
            table.set(key, { ...row, reserved: Math.max(0, row.reserved - quantity) });
        }
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
        const table = draft.write('stock');
        for (const [key, quantity] of wanted) {
          const row = table.get(key);
          if (row?.tracked) {
            table.set(key, {
              ...row,
              onHand: row.onHand - quantity,
              reserved: row.reserved - quantity,
            });
          }
        }
        return true;
      }),
    restock: (lines) =>
      run((draft) => {
        const table = draft.write('stock');
        for (const [key, quantity] of perKey(lines)) {
          const row = table.get(key);
          if (row?.tracked) table.set(key, { ...row, onHand: row.onHand + quantity });
        }
      }),
  };
}
