import {
  stockLinesByKey,
  type StockRepository,
  type StockShortage,
} from '@haat/storefront-backend';
import { and, eq, gte, not, or, sql } from 'drizzle-orm';
import { stock } from '../schema/index.js';
import { preparedOn, type Run, type Tx } from './executor.js';

/** Thrown inside the reservation's savepoint to roll back the keys it already took. */
class Shortage extends Error {
  constructor(readonly shortages: readonly StockShortage[]) {
    super('Stock shortage');
  }
}

/**
 * A stock row's available units as `StockRepository.available` answers them: a tracked key's on
 * hand less reserved, null for an untracked one. The one copy of the rule in SQL: the stock read
 * below and the product page's levels (`product-page.ts`) both select it.
 */
export const availableUnits = sql<
  number | null
>`case when ${stock.tracked} then ${stock.onHand} - ${stock.reserved} end`;

// One array parameter (`= any($1)`), not one parameter a key: one plan for any count.
const stockOfKeys = preparedOn((tx) =>
  tx
    .select({ key: stock.key, available: availableUnits })
    .from(stock)
    .where(sql`${stock.key} = any(${sql.placeholder('keys')}::text[])`)
    .prepare('stock_of_keys'),
);

const sqlStockAvailable =
  (run: Run): StockRepository['available'] =>
  (keys) =>
    run(async (tx) => {
      const rows = keys.length === 0 ? [] : await stockOfKeys(tx).execute({ keys: [...keys] });
      const byKey = new Map(rows.map((row) => [row.key, row.available]));
      return keys.map((key) => {
        const available = byKey.get(key);
        // A key without a row has none; an untracked key's null stays null.
        return { key, available: available === undefined ? 0 : available };
      });
    });

/** The units a prepared reservation asks for (its `quantity` placeholder). */
const requestedUnits = sql`${sql.placeholder('quantity')}::integer`;
const enough = sql`${stock.onHand} - ${stock.reserved} >= ${requestedUnits}`;
const withinShare = sql`2 * (${stock.held} + ${requestedUnits}) <= ${stock.onHand} - ${stock.reserved} + ${stock.held} + 1`;

/**
 * Takes one key's units when it has enough (`unpaid`: also within the unpaid share, counting
 * them in `held`): built once per connection, as every order runs it.
 */
const reserveKey = (unpaid: boolean) =>
  preparedOn((tx) =>
    tx
      .update(stock)
      .set({
        reserved: sql`case when ${stock.tracked} then ${stock.reserved} + ${requestedUnits} else ${stock.reserved} end`,
        ...(unpaid && {
          held: sql`case when ${stock.tracked} then ${stock.held} + ${requestedUnits} else ${stock.held} end`,
        }),
      })
      .where(
        and(
          eq(stock.key, sql.placeholder('key')),
          or(not(stock.tracked), unpaid ? and(enough, withinShare) : enough),
        ),
      )
      .returning({ key: stock.key })
      .prepare(unpaid ? 'stock_reserve_unpaid' : 'stock_reserve'),
  );
const reserveKeyPaid = reserveKey(false);
const reserveKeyUnpaid = reserveKey(true);

/**
 * Takes each key's units (keys in the given order), answering the keys that fell short. An
 * unpaid reservation also counts its units in `held`, within the unpaid share
 * (`unpaidShareAllows`: `2 * (held + q) <= on_hand - reserved + held + 1`) in the same WHERE.
 */
async function reserveEach(
  tx: Tx,
  wanted: readonly (readonly [string, number])[],
  unpaid: boolean,
): Promise<StockShortage[]> {
  const shortages: StockShortage[] = [];
  const reserve = (unpaid ? reserveKeyUnpaid : reserveKeyPaid)(tx);
  for (const [key, quantity] of wanted) {
    const updated = await reserve.execute({ key, quantity });
    if (updated.length === 0) shortages.push(await shortageOf(tx, key, quantity));
  }
  return shortages;
}

/** Why a key refused `quantity`: too few units, or (enough units) the unpaid share is full. */
async function shortageOf(tx: Tx, key: string, requested: number): Promise<StockShortage> {
  const [row] = await tx.select().from(stock).where(eq(stock.key, key));
  const available = row ? row.onHand - row.reserved : 0;
  return row && available >= requested
    ? { key, requested, available, heldForPayment: true }
    : { key, requested, available };
}

const sqlStockWrites = (run: Run): Omit<StockRepository, 'available'> => ({
  reserve: (lines, options = {}) =>
    run(async (tx) => {
      const wanted = stockLinesByKey(lines);
      const unpaid = options.unpaid === true;
      // One key: a conditional UPDATE that takes nothing changes nothing, no savepoint needed.
      if (wanted.length <= 1) {
        const shortages = await reserveEach(tx, wanted, unpaid);
        return shortages.length === 0 ? { ok: true as const } : { ok: false as const, shortages };
      }
      try {
        await tx.transaction(async (savepoint) => {
          const shortages = await reserveEach(savepoint, wanted, unpaid);
          if (shortages.length > 0) throw new Shortage(shortages);
        });
        return { ok: true as const };
      } catch (error) {
        if (error instanceof Shortage) return { ok: false as const, shortages: error.shortages };
        throw error;
      }
    }),
  release: (lines, options = {}) =>
    run(async (tx) => {
      for (const [key, quantity] of stockLinesByKey(lines)) {
        await tx
          .update(stock)
          .set({
            reserved: sql`greatest(${stock.reserved} - ${quantity}, 0)`,
            ...(options.unpaid && { held: sql`greatest(${stock.held} - ${quantity}, 0)` }),
          })
          .where(and(eq(stock.key, key), stock.tracked));
      }
    }),
  settle: (lines) =>
    run(async (tx) => {
      for (const [key, quantity] of stockLinesByKey(lines)) {
        await tx
          .update(stock)
          .set({ held: sql`greatest(${stock.held} - ${quantity}, 0)` })
          .where(and(eq(stock.key, key), stock.tracked));
      }
    }),
  commit: (lines) =>
    run(async (tx) => {
      const wanted = stockLinesByKey(lines);
      try {
        await tx.transaction(async (savepoint) => {
          for (const [key, quantity] of wanted) {
            const updated = await savepoint
              .update(stock)
              .set({
                onHand: sql`case when ${stock.tracked} then ${stock.onHand} - ${quantity} else ${stock.onHand} end`,
                reserved: sql`case when ${stock.tracked} then ${stock.reserved} - ${quantity} else ${stock.reserved} end`,
              })
              .where(and(eq(stock.key, key), or(not(stock.tracked), gte(stock.reserved, quantity))))
              .returning({ key: stock.key });
            if (updated.length === 0) throw new Shortage([]);
          }
        });
        return true;
      } catch (error) {
        if (error instanceof Shortage) return false;
        throw error;
      }
    }),
  restock: (lines) =>
    run(async (tx) => {
      for (const [key, quantity] of stockLinesByKey(lines)) {
        await tx
          .update(stock)
          .set({ onHand: sql`${stock.onHand} + ${quantity}` })
          .where(and(eq(stock.key, key), stock.tracked));
      }
    }),
});

/**
 * Stock in SQL: one conditional UPDATE per key, keys in ascending order, inside a savepoint that
 * rolls back when any key falls short (so an enclosing transaction keeps its other writes).
 * `changed` is told after every write (whether or not it took), once its statements are done.
 * `available` is one SELECT, run by `read` (outside a transaction: no BEGIN and COMMIT around
 * it, two round trips of every page that shows stock); writes by `write`.
 */
export function sqlStock(
  runs: { readonly read: Run; readonly write: Run },
  changed: () => void,
): StockRepository {
  const writes = sqlStockWrites(runs.write);
  const told =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        changed();
      }
    };
  return {
    available: sqlStockAvailable(runs.read),
    reserve: told(writes.reserve),
    release: told(writes.release),
    // Settling moves units within `reserved`: what can be sold does not change.
    settle: writes.settle,
    commit: told(writes.commit),
    restock: told(writes.restock),
  };
}
