import {
  wholeNumber,
  type OrderFilter,
  type OrderRecord,
  type OrdersRepository,
  type PageRequest,
  type PaymentRecord,
} from '@haat/storefront-backend';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  min,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { orderLines, orders, orderStatusChanges, payments } from '../schema/index.js';
import type { Run, Tx } from './executor.js';
import { preparedByShape, rowPlaceholders } from './prepared-shapes.js';
import { orderOf, orderRow } from './records.js';

/** The orders of these rows, lines and history read in one query each (no query per order). */
export async function withDetails(
  tx: Tx,
  rows: readonly (typeof orders.$inferSelect)[],
): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, changes] = await Promise.all([
    tx
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.position)),
    tx
      .select()
      .from(orderStatusChanges)
      .where(inArray(orderStatusChanges.orderId, ids))
      .orderBy(asc(orderStatusChanges.position)),
  ]);
  return rows.map((row) =>
    orderOf(
      row,
      lines.filter((line) => line.orderId === row.id),
      changes.filter((change) => change.orderId === row.id),
    ),
  );
}

/**
 * The status condition as of `filter.now` (`orderAsOf`): a PENDING order whose hold lapsed by
 * then is CANCELLED, not PENDING.
 */
function statusMatches(filter: OrderFilter): SQL | undefined {
  const { status, now } = filter;
  if (status === undefined) return undefined;
  if (now === undefined) return eq(orders.status, status);
  const lapsed = and(eq(orders.status, 'PENDING'), lte(orders.holdUntil, now));
  if (status === 'CANCELLED') return or(eq(orders.status, 'CANCELLED'), lapsed);
  if (status === 'PENDING') {
    return and(
      eq(orders.status, 'PENDING'),
      or(isNull(orders.holdUntil), gt(orders.holdUntil, now)),
    );
  }
  return eq(orders.status, status);
}

const matching = (filter: OrderFilter): SQL | undefined =>
  and(
    statusMatches(filter),
    filter.from === undefined ? undefined : gte(orders.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(orders.createdAt, filter.to),
    filter.code === undefined ? undefined : sql`upper(${orders.code}) = upper(${filter.code})`,
  );

/** The order's ONLINE payment is PAID (a correlated subquery on `payments`). */
const onlinePayment = sql`(select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.method} = 'ONLINE' and ${payments.status} = 'PAID')`;

/** A page of orders matching `belongs` and the filter, newest first (then code descending). */
function search(run: Run, belongs: SQL, filter: OrderFilter, page: PageRequest) {
  return run(async (tx) => {
    wholeNumber(page.offset, 'A page offset', 0);
    wholeNumber(page.limit, 'A page limit', 0);
    const where = and(belongs, matching(filter));
    const rows = await tx
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(sql`${orders.code} collate "C"`))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await tx.select({ n: count() }).from(orders).where(where);
    return { items: await withDetails(tx, rows), total: total?.n ?? 0 };
  });
}

/** The order insert's statements, one a shape of order (see `preparedByShape`). */
const insertOrderShaped = preparedByShape('insert_order');

/**
 * Inserts an order, its lines, history and payments in one statement (one round trip), prepared
 * once per shape of order and connection: every order runs it, and drizzle's build of its 75
 * columns (a one-line order) was the costliest of the order path's.
 */
async function insertOrder(
  tx: Tx,
  order: OrderRecord,
  orderPayments: readonly PaymentRecord[],
): Promise<void> {
  for (const payment of orderPayments) {
    if (payment.orderId !== order.id) {
      throw new Error(`Payment ${payment.id} belongs to order ${payment.orderId}`);
    }
  }
  const parent = rowPlaceholders('o', [orderRow(order)]);
  const lines = rowPlaceholders(
    'l',
    order.lines.map((line, position) => ({ ...line, orderId: order.id, position })),
  );
  const history = rowPlaceholders(
    'h',
    order.history.map((change, position) => ({ ...change, orderId: order.id, position })),
  );
  const paid = rowPlaceholders('p', orderPayments);
  const build = () => {
    // The children as data-modifying CTEs; their foreign keys are checked at the end of the
    // statement, after the order row is in.
    const children: SQL[] = [];
    if (lines.rows.length > 0) children.push(tx.insert(orderLines).values(lines.rows).getSQL());
    if (history.rows.length > 0) {
      children.push(tx.insert(orderStatusChanges).values(history.rows).getSQL());
    }
    if (paid.rows.length > 0) children.push(tx.insert(payments).values(paid.rows).getSQL());
    const [row] = parent.rows;
    if (!row) throw new Error(`Order ${order.id} has no row`);
    const inserted = tx.insert(orders).values(row).getSQL();
    return children.length === 0
      ? inserted
      : sql`with ${sql.join(
          children.map((child, index) => sql`${sql.raw(`child${index}`)} as (${child})`),
          sql`, `,
        )} ${inserted}`;
  };
  const shape = [parent.shape, lines.shape, history.shape, paid.shape].join(';');
  await insertOrderShaped(tx, shape, build).execute({
    ...parent.values,
    ...lines.values,
    ...history.values,
    ...paid.values,
  });
}

/** Advisory locks on open unpaid orders (two-key form: a space of its own). */
const HOLDS_LOCK_SPACE = 7_402_115;

/** Waits for, then holds until the transaction ends, the lock of one cap's key. */
const lockHolds = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${HOLDS_LOCK_SPACE}, hashtext(${key}))`);

/** How many open unpaid orders match, and how long until the earliest of their holds lapses. */
async function openHolds(
  tx: Tx,
  belongs: SQL,
  now: number,
): Promise<{ count: number; retryAfterMs: number }> {
  const [row] = await tx
    .select({ n: count(), first: min(orders.holdUntil) })
    .from(orders)
    .where(and(belongs, eq(orders.status, 'PENDING'), gt(orders.holdUntil, now)));
  const first = row?.first === null || row?.first === undefined ? now : Number(row.first);
  return { count: row?.n ?? 0, retryAfterMs: Math.max(0, first - now) };
}

/** Appends a status change after the order's last one. */
const recordChange = (tx: Tx, orderId: string, status: string, at: number) =>
  tx.execute(
    sql`insert into ${orderStatusChanges} (order_id, position, status, at)
        select ${orderId}, coalesce(max(position) + 1, 0), ${status}, ${at}
        from ${orderStatusChanges} where order_id = ${orderId}`,
  );

/** Orders in SQL: `orders`, `order_lines`, `order_status_changes` and `payments`. */
export function sqlOrders(run: Run): OrdersRepository {
  return {
    insert: (order, orderPayments) => run((tx) => insertOrder(tx, order, orderPayments)),
    insertUnpaid: (order, orderPayments, limits) =>
      run(async (tx) => {
        if (order.status !== 'PENDING' || order.holdUntil === null) {
          throw new Error(`An unpaid order is PENDING with a hold: ${order.id}`);
        }
        const phone = order.shippingAddress.phone;
        const from = order.placedFrom;
        // Phone before address, in every transaction: two orders never wait for each other in
        // a cycle. Held until the enclosing transaction ends, so the count below stays true.
        if (phone !== null) await lockHolds(tx, `phone:${phone}`);
        if (from !== null) await lockHolds(tx, `address:${from}`);
        if (phone !== null) {
          const open = await openHolds(tx, eq(orders.phone, phone), limits.now);
          if (open.count >= limits.perPhone) {
            return { ok: false as const, limit: 'phone' as const, retryAfterMs: open.retryAfterMs };
          }
        }
        if (from !== null) {
          const open = await openHolds(tx, eq(orders.placedFrom, from), limits.now);
          if (open.count >= limits.perAddress) {
            return {
              ok: false as const,
              limit: 'address' as const,
              retryAfterMs: open.retryAfterMs,
            };
          }
        }
        await insertOrder(tx, order, orderPayments);
        return { ok: true as const };
      }),
    byId: (id) =>
      run(async (tx) => {
        const [order] = await withDetails(
          tx,
          await tx.select().from(orders).where(eq(orders.id, id)),
        );
        return order ?? null;
      }),
    byUser: (userId, filter, page) => search(run, eq(orders.userId, userId), filter, page),
    byPhone: (phone, filter, page) =>
      search(run, and(isNull(orders.userId), eq(orders.phone, phone)) ?? sql`false`, filter, page),
    transition: ({ id, from, to, at, deliveryStatus }) =>
      run(async (tx) => {
        if (from.length === 0) return null;
        const [row] = await tx
          .update(orders)
          .set({
            status: to,
            updatedAt: at,
            ...(to !== 'PENDING' && { holdUntil: null }),
            ...(deliveryStatus !== undefined && { deliveryStatus }),
          })
          .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
          .returning();
        if (!row) return null;
        await recordChange(tx, id, to, at);
        const [order] = await withDetails(tx, [row]);
        return order ?? null;
      }),
    extendHold: (id, now, until) =>
      run(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ holdUntil: sql`greatest(${orders.holdUntil}, ${until}::bigint)` })
          .where(and(eq(orders.id, id), eq(orders.status, 'PENDING'), gt(orders.holdUntil, now)))
          .returning();
        const [order] = await withDetails(tx, rows);
        return order ?? null;
      }),
    lapsedHolds: (now, limit) =>
      run(async (tx) => {
        wholeNumber(limit, 'A limit', 0);
        const rows = await tx
          .select()
          .from(orders)
          // orders_open_holds (status, hold_until): an equality and a range, read in order.
          .where(and(eq(orders.status, 'PENDING'), lte(orders.holdUntil, now)))
          .orderBy(asc(orders.holdUntil), asc(sql`${orders.id} collate "C"`))
          .limit(limit);
        return withDetails(tx, rows);
      }),
    hasPaidOrDelivered: (userId, productId) =>
      run(async (tx) => {
        const rows = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              exists(
                sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productId} = ${productId})`,
              ),
              or(
                inArray(orders.status, ['DELIVERED', 'COMPLETE']),
                and(notInArray(orders.status, ['CANCELLED', 'RETURNED']), exists(onlinePayment)),
              ),
            ),
          )
          .limit(1);
        return rows.length > 0;
      }),
  };
}
