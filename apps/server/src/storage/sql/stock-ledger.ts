import {
  wholeNumber,
  type StockAdjustment,
  type StockCount,
  type StockCountOutcome,
  type StockLedgerReason,
  type StockLedgerRecord,
  type StockLedgerRepository,
  type StockLevelFilter,
  type StockLevelRecord,
} from '@haat/storefront-backend';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { stock, stockLedger } from '../schema/index.js';
import { rowsOf, type Run, type Tx } from './executor.js';

const entryOf = ({
  actorKind,
  actorId,
  reason,
  ...row
}: typeof stockLedger.$inferSelect): StockLedgerRecord => ({
  ...row,
  reason: reason as StockLedgerReason,
  actor: { kind: actorKind as StockLedgerRecord['actor']['kind'], id: actorId },
});

const entryId = sql`${stockLedger.id} collate "C"`;

/**
 * Levels with their product's and variant's titles and SKUs (from the product's document, as
 * the memory adapter reads them), for the WHERE `where` over `s` (stock), `p` (products) and
 * `v` (the key's variant), ordered by key.
 */
const levelsSelect = (where: SQL, limit: number | SQL) => sql`
  select s.key, s.on_hand, s.reserved, s.held, s.tracked,
         p.data->>'title' as product_title, v.data->>'title' as variant_title
  from stock s
  left join products p on p.id = split_part(s.key, ':', 1)
  left join lateral (
    select e as data from jsonb_array_elements(
      case when jsonb_typeof(p.data->'variants') = 'array' then p.data->'variants' else '[]' end
    ) e
    where strpos(s.key, ':') > 0 and e->>'id' = substr(s.key, strpos(s.key, ':') + 1)
    limit 1
  ) v on true
  where ${where}
  order by s.key collate "C"
  limit ${limit}`;

/** The filter's WHERE (`search` as the memory adapter: a case-insensitive part of any word). */
function filterWhere(filter: StockLevelFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.search !== undefined && filter.search !== '') {
    const part = filter.search.toLowerCase();
    const has = (text: SQL) => sql`strpos(lower(coalesce(${text}, '')), ${part}) > 0`;
    conditions.push(
      sql`(${sql.join(
        [
          has(sql`s.key`),
          has(sql`p.data->>'title'`),
          has(sql`p.data->>'sku'`),
          has(sql`v.data->>'title'`),
          has(sql`v.data->>'sku'`),
        ],
        sql` or `,
      )})`,
    );
  }
  if (filter.availableAtMost !== undefined) {
    conditions.push(sql`(s.tracked and s.on_hand - s.reserved <= ${filter.availableAtMost})`);
  }
  return sql.join(conditions, sql` and `);
}

const levelOf = (row: Record<string, unknown>): StockLevelRecord => {
  const key = String(row.key);
  const at = key.indexOf(':');
  return {
    key,
    productId: at < 0 ? key : key.slice(0, at),
    variantId: at < 0 ? null : key.slice(at + 1),
    productTitle: typeof row.product_title === 'string' ? row.product_title : null,
    variantTitle: typeof row.variant_title === 'string' ? row.variant_title : null,
    tracked: row.tracked === true,
    onHand: Number(row.on_hand),
    reserved: Number(row.reserved),
    held: Number(row.held),
  };
};

async function levelByKey(tx: Tx, key: string): Promise<StockLevelRecord | null> {
  const [row] = rowsOf(await tx.execute(levelsSelect(sql`s.key = ${key}`, 1)));
  return row ? levelOf(row) : null;
}

/** Appends an entry for a tracked key at its `on_hand` as it stands (nothing for other keys). */
const append = (tx: Tx, change: StockAdjustment) =>
  tx.execute(sql`
    insert into stock_ledger
      (id, key, delta, on_hand_after, reason, order_id, note, actor_kind, actor_id, at)
    select ${change.id}, s.key, ${change.delta}, s.on_hand, ${change.reason}, ${change.orderId},
           ${change.note}, ${change.actor.kind}, ${change.actor.id}, ${change.at}
    from stock s where s.key = ${change.key} and s.tracked`);

/**
 * The stock ledger in SQL (`stock_ledger`): an adjustment is one conditional UPDATE of the key's
 * row (`on_hand + delta >= reserved`, tracked only) and its entry's INSERT in one transaction;
 * `changed` is told after an adjustment (the stock channel announces it to the other processes).
 *
 * @example
 * const stockLedger = sqlStockLedger(run, over.stockChanged);
 */
export function sqlStockLedger(run: Run, changed: () => void): StockLedgerRepository {
  const adjust: StockLedgerRepository['adjust'] = (change) =>
    run(async (tx) => {
      wholeNumber(Math.abs(change.delta), 'An adjustment', 1);
      const updated = await tx
        .update(stock)
        .set({ onHand: sql`${stock.onHand} + ${change.delta}` })
        .where(
          and(
            eq(stock.key, change.key),
            stock.tracked,
            gte(sql`${stock.onHand} + ${change.delta}`, stock.reserved),
          ),
        )
        .returning({ key: stock.key });
      const level = await levelByKey(tx, change.key);
      if (!level) return { status: 'unknown-key' as const };
      if (updated.length === 0) {
        return {
          status: level.tracked ? ('below-reserved' as const) : ('untracked' as const),
          level,
        };
      }
      await append(tx, change);
      const [entry] = await tx.select().from(stockLedger).where(eq(stockLedger.id, change.id));
      if (!entry) throw new Error(`Stock ledger entry ${change.id} was not written`);
      return { status: 'adjusted' as const, level, entry: entryOf(entry) };
    });
  const setCount = (counted: StockCount) =>
    run(async (tx): Promise<StockCountOutcome> => {
      wholeNumber(counted.onHand, 'A count', 0);
      // The row's lock first: the level read is the one the count replaces.
      await tx.execute(sql`select 1 from stock where key = ${counted.key} for update`);
      const before = await levelByKey(tx, counted.key);
      if (!before) return { status: 'unknown-key' };
      if (!before.tracked) return { status: 'untracked', level: before };
      if (counted.onHand < before.reserved) return { status: 'below-reserved', level: before };
      if (counted.onHand === before.onHand) {
        return { status: 'counted', before, level: before, entry: null };
      }
      await tx
        .update(stock)
        .set({ onHand: counted.onHand })
        .where(
          and(
            eq(stock.key, counted.key),
            stock.tracked,
            gte(sql`${counted.onHand}`, stock.reserved),
          ),
        );
      const { onHand, ...change } = counted;
      await append(tx, { ...change, delta: onHand - before.onHand });
      const level = await levelByKey(tx, counted.key);
      const [entry] = await tx.select().from(stockLedger).where(eq(stockLedger.id, counted.id));
      if (!level || !entry) throw new Error(`Stock count ${counted.id} was not written`);
      return { status: 'counted', before, level, entry: entryOf(entry) };
    });
  return {
    count: async (counted) => {
      try {
        return await setCount(counted);
      } finally {
        changed();
      }
    },
    adjust: async (change) => {
      try {
        return await adjust(change);
      } finally {
        changed();
      }
    },
    record: (changes) =>
      run(async (tx) => {
        for (const change of changes) await append(tx, change);
      }),
    levels: (filter, { limit, after }) =>
      run(async (tx) => {
        wholeNumber(limit, 'A page limit', 1);
        const where = filterWhere(filter);
        const paged = after === null ? where : sql`${where} and s.key collate "C" > ${after}`;
        const rows = rowsOf(await tx.execute(levelsSelect(paged, limit + 1))).map(levelOf);
        const [counted] = rowsOf(
          await tx.execute(
            sql`select count(*)::int as total from (${levelsSelect(where, sql`all`)}) m`,
          ),
        );
        const items = rows.slice(0, limit);
        return {
          items,
          next: rows.length > limit ? (items.at(-1)?.key ?? null) : null,
          total: Number(counted?.total ?? 0),
        };
      }),
    entries: (key, { limit, after }) =>
      run(async (tx) => {
        wholeNumber(limit, 'A page limit', 1);
        const ofKey = eq(stockLedger.key, key);
        const rows = await tx
          .select()
          .from(stockLedger)
          .where(
            and(
              ofKey,
              after === null
                ? undefined
                : or(
                    lt(stockLedger.at, after.at),
                    and(eq(stockLedger.at, after.at), sql`${entryId} < ${after.id}`),
                  ),
            ),
          )
          .orderBy(desc(stockLedger.at), desc(entryId))
          .limit(limit + 1);
        const [counted] = await tx.select({ total: count() }).from(stockLedger).where(ofKey);
        const items = rows.slice(0, limit).map(entryOf);
        const last = items.at(-1);
        return {
          items,
          next: rows.length > limit && last ? { at: last.at, id: last.id } : null,
          total: counted?.total ?? 0,
        };
      }),
  };
}
