import { asPaise } from '@haat/commerce-core';
import {
  checkDashboardQuery,
  DAY_MS,
  SOLD_STATUSES,
  type DashboardRepository,
  type FulfilmentStage,
  type OrderPaymentType,
  type OrderStatus,
} from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { codExpectations, orderLives, orderMoves, orders } from '../schema/index.js';
import { remittedPerAwb } from './cod-remittances.js';
import { rowsOf, type Run } from './executor.js';

/** A text list as a SQL array parameter (`= any(…)`), one parameter however long. */
const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

const int = (value: unknown): number => Number(value ?? 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/**
 * The Today screen's counts in SQL, each one aggregate the database answers from an index:
 * orders placed per day and payment type (`orders_created`, a range on `created_at`), lives per
 * stage (`order_lives_stage`), orders with no life yet per status and payment type
 * (`orders_open_holds` leads with `status`; an anti-join on the lives' primary key), COD not
 * remitted (expectations left joined to the statement lines' sums per AWB), and RTO per pin code
 * (`order_moves_move_at`: dispatches in the window, then the returns of those orders).
 */
export function sqlDashboard(run: Run): DashboardRepository {
  return {
    figures: (query) =>
      run(async (tx) => {
        checkDashboardQuery(query);
        const end = query.firstDay + query.days * DAY_MS;
        const days = rowsOf(
          await tx.execute(sql`
            select ((${orders.createdAt} - ${query.firstDay}::bigint) / ${DAY_MS}::bigint)::int as day,
                   ${orders.paymentType} as payment_type, count(*)::int as orders,
                   sum(${orders.total})::bigint as sales
            from ${orders}
            where ${orders.createdAt} >= ${query.firstDay}::bigint and ${orders.createdAt} < ${end}::bigint
              and ${orders.status} = any(${textArray(SOLD_STATUSES)})
            group by 1, 2 order by 1, ${orders.paymentType} collate "C"`),
        );
        const stages = rowsOf(
          await tx.execute(sql`
            select ${orderLives.stage} as stage, count(*)::int as orders from ${orderLives}
            where ${orderLives.stage} = any(${textArray(query.stages)}) group by 1`),
        );
        const unstarted = rowsOf(
          await tx.execute(sql`
            select o.status, o.payment_type, count(*)::int as orders from ${orders} o
            where o.status = any(${textArray(query.unstartedStatuses)})
              and not exists (select 1 from ${orderLives} l where l.order_id = o.id)
            group by 1, 2`),
        );
        const [cod] = rowsOf(
          await tx.execute(sql`
            with paid as (${remittedPerAwb})
            select count(distinct e.order_id)::int as orders,
                   coalesce(sum(e.amount_paise - coalesce(p.remitted, 0)), 0)::bigint as amount
            from ${codExpectations} e left join paid p on p.awb = e.awb
            where coalesce(p.remitted, 0) < e.amount_paise`),
        );
        const { rto } = query;
        const pins = rowsOf(
          await tx.execute(sql`
            with sent as (
              select distinct order_id from ${orderMoves}
              where move = 'DISPATCH' and at >= ${rto.from}::bigint and at < ${rto.to}::bigint
            ), per_pin as (
              select o.shipping_address ->> 'pinCode' as pin_code, count(*)::int as dispatched,
                     (count(*) filter (where exists (
                       select 1 from ${orderMoves} m
                       where m.order_id = s.order_id and m.move = 'RETURN_TO_ORIGIN'
                     )))::int as returned
              from sent s join ${orders} o on o.id = s.order_id
              group by 1
            )
            select pin_code, dispatched, returned from per_pin
            where dispatched >= ${rto.minDispatched}::int
            order by returned::numeric / dispatched desc, dispatched desc, pin_code collate "C"
            limit ${rto.limit}::int`),
        );
        return {
          days: days.map((row) => ({
            day: int(row['day']),
            paymentType: str(row['payment_type']) as OrderPaymentType,
            orders: int(row['orders']),
            sales: asPaise(int(row['sales'])),
          })),
          stages: stages.map((row) => ({
            stage: str(row['stage']) as FulfilmentStage,
            orders: int(row['orders']),
          })),
          unstarted: unstarted.map((row) => ({
            status: str(row['status']) as OrderStatus,
            paymentType: str(row['payment_type']) as OrderPaymentType,
            orders: int(row['orders']),
          })),
          codNotRemitted: { orders: int(cod?.['orders']), amount: asPaise(int(cod?.['amount'])) },
          rto: pins.map((row) => ({
            pinCode: str(row['pin_code']),
            dispatched: int(row['dispatched']),
            returnedToOrigin: int(row['returned']),
          })),
        };
      }),
  };
}
