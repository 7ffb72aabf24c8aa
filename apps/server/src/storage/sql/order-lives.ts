import type {
  FulfilmentStage,
  OrderLife,
  OrderLivesRepository,
  OrderMoveLogEntry,
  StoredOrderLife,
} from '@haat/storefront-backend';
import type { AdminOrderQuery } from '@haat/storefront-backend';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { orderLines, orderLives, orderMoves, orders, orderStatusChanges } from '../schema/index.js';
import { preparedOn, type Run } from './executor.js';
import { withDetails } from './orders.js';

type Identity = Pick<AdminOrderQuery, 'phone' | 'code' | 'awb'>;

/** Each given one of `phone`, `code` and `awb` as its condition (storage's `adminOrderMatches`). */
function identityConditions({ phone, code, awb }: Identity): SQL[] {
  return [
    phone !== undefined ? eq(orders.phone, phone) : undefined,
    code !== undefined ? sql`lower(${orders.code}) = lower(${code})` : undefined,
    // The expression `order_lives_shipments` indexes, as written there.
    awb !== undefined
      ? sql`(${orderLives.life} -> 'shipments') @> jsonb_build_array(jsonb_build_object('awb', ${awb}::text))`
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** `AdminOrderQuery` as a WHERE over `orders` left joined to `order_lives` (storage's `adminOrderMatches`). */
function adminOrderWhere(query: AdminOrderQuery): SQL | undefined {
  const { statuses, paymentTypes, stages, pinCode, from, to, anyOf } = query;
  const stageMatch = stages
    ? (or(
        stages.started.length > 0 ? inArray(orderLives.stage, [...stages.started]) : undefined,
        ...stages.unstarted.map((pair) =>
          and(
            isNull(orderLives.orderId),
            eq(orders.status, pair.status),
            eq(orders.paymentType, pair.paymentType),
          ),
        ),
      ) ?? sql`false`)
    : undefined;
  return and(
    statuses
      ? statuses.length > 0
        ? inArray(orders.status, [...statuses])
        : sql`false`
      : undefined,
    paymentTypes
      ? paymentTypes.length > 0
        ? inArray(orders.paymentType, [...paymentTypes])
        : sql`false`
      : undefined,
    ...identityConditions(query),
    anyOf ? (or(...identityConditions(anyOf)) ?? sql`false`) : undefined,
    // The expression `orders_shipping_pin_code` indexes, as written there.
    pinCode !== undefined ? sql`(${orders.shippingAddress} ->> 'pinCode') = ${pinCode}` : undefined,
    from !== undefined ? sql`${orders.createdAt} >= ${from}` : undefined,
    to !== undefined ? sql`${orders.createdAt} < ${to}` : undefined,
    stageMatch,
  );
}

const storedOf = (row: typeof orderLives.$inferSelect): StoredOrderLife => ({
  // JSONB written from an OrderLife by `start` and `save` only.
  life: row.life as OrderLife,
  stage: row.stage as FulfilmentStage,
});

const entryOf = (row: typeof orderMoves.$inferSelect): OrderMoveLogEntry => ({
  ...row,
  actorKind: row.actorKind as OrderMoveLogEntry['actorKind'],
});

/** A placed order's life, unless it has one: every order starts one (built once per connection). */
const startLife = preparedOn((tx) =>
  tx
    .insert(orderLives)
    .values({
      orderId: sql.placeholder('orderId'),
      life: sql.placeholder('life'),
      version: sql.placeholder('version'),
      stage: sql.placeholder('stage'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .onConflictDoNothing()
    .returning({ orderId: orderLives.orderId })
    .prepare('order_life_start'),
);

/**
 * Order lives in SQL: `start` is `INSERT … ON CONFLICT DO NOTHING`; `lock` is `SELECT … FOR
 * UPDATE`; `save` locks the order's row, replaces the life only from the version it was read at
 * (a conditional UPDATE), writes the order's statuses, its lines' statuses (one UPDATE from a
 * VALUES list), a history row when the status changed, and the log row, in one transaction.
 */
export function sqlOrderLives(run: Run): OrderLivesRepository {
  return {
    start: (stored, at) =>
      run(async (tx) => {
        const inserted = await startLife(tx).execute({
          orderId: stored.life.orderId,
          life: stored.life,
          version: stored.life.version,
          stage: stored.stage,
          updatedAt: at,
        });
        return inserted.length > 0;
      }),
    lock: (orderId) =>
      run(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
        const [row] = await tx
          .select()
          .from(orderLives)
          .where(eq(orderLives.orderId, orderId))
          .for('update');
        return row ? storedOf(row) : null;
      }),
    awaitingConfirmation: (placedBefore, limit) =>
      run(async (tx) => {
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new RangeError(`At most 1 to 1000 orders: ${limit}`);
        }
        // `order_lives_stage` narrows to the few lives waiting; the join reads their placing time.
        const rows = await tx
          .select({ id: orders.id })
          .from(orderLives)
          .innerJoin(orders, eq(orders.id, orderLives.orderId))
          .where(
            and(eq(orderLives.stage, 'TO_CONFIRM'), sql`${orders.createdAt} < ${placedBefore}`),
          )
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .limit(limit);
        return rows.map((row) => row.id);
      }),
    deliveredBefore: (movedBefore, limit) =>
      run(async (tx) => {
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new RangeError(`At most 1 to 1000 orders: ${limit}`);
        }
        // `order_lives_stage` narrows to the delivered lives; updated_at is the last move's time.
        const rows = await tx
          .select({ id: orderLives.orderId })
          .from(orderLives)
          .where(
            and(eq(orderLives.stage, 'DELIVERED'), sql`${orderLives.updatedAt} < ${movedBefore}`),
          )
          .orderBy(asc(orderLives.updatedAt), asc(orderLives.orderId))
          .limit(limit);
        return rows.map((row) => row.id);
      }),
    byOrder: (orderId) =>
      run(async (tx) => {
        const [row] = await tx.select().from(orderLives).where(eq(orderLives.orderId, orderId));
        return row ? storedOf(row) : null;
      }),
    byOrders: (orderIds) =>
      run(async (tx) => {
        if (orderIds.length > 1000) {
          throw new RangeError(`At most 1000 order ids: ${orderIds.length}`);
        }
        if (orderIds.length === 0) return [];
        const rows = await tx
          .select()
          .from(orderLives)
          .where(inArray(orderLives.orderId, [...new Set(orderIds)]));
        return rows.map(storedOf);
      }),
    save: (change, expectedVersion) =>
      run(async (tx) => {
        const { life, stage, statuses, tracking, at, entry } = change;
        if (entry.orderId !== life.orderId) {
          throw new Error(`A log entry of another order: ${entry.id}`);
        }
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, life.orderId))
          .for('update');
        if (!order) return false;
        const [lines] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(orderLines)
          .where(eq(orderLines.orderId, life.orderId));
        if (lines?.count !== statuses.lines.length) {
          throw new Error(
            `Order ${life.code} has ${lines?.count} lines, not ${statuses.lines.length}`,
          );
        }
        const saved = await tx
          .update(orderLives)
          .set({ life, version: life.version, stage, updatedAt: at })
          .where(and(eq(orderLives.orderId, life.orderId), eq(orderLives.version, expectedVersion)))
          .returning({ orderId: orderLives.orderId });
        if (saved.length === 0) return false;
        await tx
          .update(orders)
          .set({
            status: statuses.status,
            deliveryStatus: statuses.deliveryStatus,
            updatedAt: at,
            ...(statuses.status !== 'PENDING' && { holdUntil: null }),
          })
          .where(eq(orders.id, life.orderId));
        if (statuses.lines.length > 0) {
          // A line not yet dispatched keeps its courier and tracking number (null from placing).
          const values = sql.join(
            statuses.lines.map(
              (line, position) =>
                sql`(${position}::int, ${line.status}::text, ${line.cancelledQuantity}::int, ${tracking[position]?.shippingCourier ?? null}::text, ${tracking[position]?.trackingId ?? null}::text)`,
            ),
            sql`, `,
          );
          await tx.execute(
            sql`update ${orderLines} set status = v.status, cancelled_quantity = v.cancelled,
                  shipping_courier = coalesce(v.courier, ${orderLines.shippingCourier}),
                  tracking_id = coalesce(v.tracking, ${orderLines.trackingId})
                from (values ${values}) as v(position, status, cancelled, courier, tracking)
                where ${orderLines.orderId} = ${life.orderId} and ${orderLines.position} = v.position`,
          );
        }
        if (order.status !== statuses.status) {
          await tx.execute(
            sql`insert into ${orderStatusChanges} (order_id, position, status, at)
                select ${life.orderId}, coalesce(max(position) + 1, 0), ${statuses.status}, ${at}
                from ${orderStatusChanges} where order_id = ${life.orderId}`,
          );
        }
        await tx.insert(orderMoves).values(entry);
        return true;
      }),
    log: (orderId) =>
      run(async (tx) =>
        (
          await tx
            .select()
            .from(orderMoves)
            .where(eq(orderMoves.orderId, orderId))
            .orderBy(asc(orderMoves.version))
        ).map(entryOf),
      ),
    searchOrders: (query, page) =>
      run(async (tx) => {
        if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > 200) {
          throw new RangeError(`A page of orders is 1 to 200: ${page.limit}`);
        }
        const where = adminOrderWhere(query);
        const { after } = page;
        const idC = sql`${orders.id} collate "C"`;
        const rows = await tx
          .select({ order: orders, life: orderLives })
          .from(orders)
          .leftJoin(orderLives, eq(orderLives.orderId, orders.id))
          .where(
            and(
              where,
              after
                ? // The first bound is implied by the second; it lets `orders_created` start the scan
                  // at the cursor instead of reading every newer order again on each page.
                  sql`${orders.createdAt} <= ${after.createdAt} and (${orders.createdAt} < ${after.createdAt} or (${orders.createdAt} = ${after.createdAt} and ${idC} < ${after.id}))`
                : undefined,
            ),
          )
          .orderBy(desc(orders.createdAt), desc(idC))
          .limit(page.limit + 1);
        const [counted] =
          page.count === false
            ? []
            : await tx
                .select({ total: sql<number>`count(*)::int` })
                .from(orders)
                .leftJoin(orderLives, eq(orderLives.orderId, orders.id))
                .where(where);
        const shown = rows.slice(0, page.limit);
        const details = await withDetails(
          tx,
          shown.map((row) => row.order),
        );
        const last = details.at(-1);
        return {
          items: details.map((order, index) => {
            const life = shown[index]?.life;
            return { order, life: life ? storedOf(life) : null };
          }),
          next:
            last && rows.length > page.limit ? { createdAt: last.createdAt, id: last.id } : null,
          total: page.count === false ? null : (counted?.total ?? 0),
        };
      }),
  };
}
