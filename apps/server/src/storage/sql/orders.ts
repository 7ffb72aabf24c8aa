import {
  wholeNumber,
  type OrderFilter,
  type OrderRecord,
  type OrdersRepository,
  type PageRequest,
} from '@haat/storefront-backend';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { orderLines, orders, orderStatusChanges, payments } from '../schema/index.js';
import type { Run, Tx } from './executor.js';
import { orderOf, orderRow } from './records.js';

/** The orders of these rows, lines and history read in one query each (no query per order). */
async function withDetails(
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

const matching = (filter: OrderFilter): SQL | undefined =>
  and(
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
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
    insert: (order, orderPayments) =>
      run(async (tx) => {
        for (const payment of orderPayments) {
          if (payment.orderId !== order.id) {
            throw new Error(`Payment ${payment.id} belongs to order ${payment.orderId}`);
          }
        }
        // One statement (one round trip): the children as data-modifying CTEs; their foreign
        // keys are checked at the end of the statement, after the order row is in.
        const children: SQL[] = [];
        if (order.lines.length > 0) {
          children.push(
            tx
              .insert(orderLines)
              .values(
                order.lines.map((line, position) => ({ ...line, orderId: order.id, position })),
              )
              .getSQL(),
          );
        }
        if (order.history.length > 0) {
          children.push(
            tx
              .insert(orderStatusChanges)
              .values(
                order.history.map((change, position) => ({
                  ...change,
                  orderId: order.id,
                  position,
                })),
              )
              .getSQL(),
          );
        }
        if (orderPayments.length > 0) {
          children.push(
            tx
              .insert(payments)
              .values([...orderPayments])
              .getSQL(),
          );
        }
        const parent = tx.insert(orders).values(orderRow(order)).getSQL();
        await tx.execute(
          children.length === 0
            ? parent
            : sql`with ${sql.join(
                children.map((child, index) => sql`${sql.raw(`child${index}`)} as (${child})`),
                sql`, `,
              )} ${parent}`,
        );
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
            ...(to !== 'PENDING' && { confirmAt: null }),
            ...(deliveryStatus !== undefined && { deliveryStatus }),
          })
          .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
          .returning();
        if (!row) return null;
        await recordChange(tx, id, to, at);
        const [order] = await withDetails(tx, [row]);
        return order ?? null;
      }),
    confirmDue: (now) =>
      run(async (tx) => {
        const due = await tx
          .select({ id: orders.id, confirmAt: orders.confirmAt })
          .from(orders)
          .where(and(eq(orders.status, 'PENDING'), lte(orders.confirmAt, now)))
          .orderBy(asc(orders.id))
          .for('update', { skipLocked: true });
        let confirmed = 0;
        for (const { id, confirmAt } of due) {
          const at = confirmAt ?? now;
          const moved = await tx
            .update(orders)
            .set({
              status: 'CONFIRMED',
              deliveryStatus: 'CONFIRMED',
              confirmAt: null,
              updatedAt: at,
            })
            .where(and(eq(orders.id, id), eq(orders.status, 'PENDING')))
            .returning({ id: orders.id });
          if (moved.length === 0) continue;
          await recordChange(tx, id, 'CONFIRMED', at);
          confirmed += 1;
        }
        return confirmed;
      }),
    unpaidPrepaidBefore: (cutoff, limit) =>
      run(async (tx) => {
        wholeNumber(limit, 'A limit', 0);
        const rows = await tx
          .select()
          .from(orders)
          .where(
            and(
              // Equalities on every column of orders_unpaid_prepaid (payment_type, status,
              // created_at): the sweep reads the index, never the whole table.
              inArray(orders.paymentType, ['PREPAID', 'PPCOD']),
              eq(orders.status, 'PENDING'),
              lt(orders.createdAt, cutoff),
              notExists(onlinePayment),
            ),
          )
          .orderBy(asc(orders.createdAt), asc(sql`${orders.id} collate "C"`))
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
