import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns.js';
import { orders } from './orders.js';

/**
 * Order lives (storefront-backend's `StoredOrderLife`): one row per order whose life has
 * started, the machine's value as JSONB, its `version` (a save is an UPDATE conditional on the
 * version read; a move first locks the row, `FOR UPDATE`) and its fulfilment stage, indexed for
 * the console's lists.
 */
export const orderLives = pgTable(
  'order_lives',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    life: jsonb('life').notNull(),
    version: integer('version').notNull(),
    stage: text('stage').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [
    index('order_lives_stage').on(t.stage),
    // The console's AWB filter (a packer finds an order by the AWB on the parcel): containment
    // (`@>`) of `[{"awb": …}]` in the life's shipments, whichever parcel carries it.
    index('order_lives_shipments').using('gin', sql`(${t.life} -> 'shipments')`),
    check('order_lives_version_whole', sql`${t.version} >= 0`),
  ],
);

/**
 * The move log (`OrderMoveLogEntry`): one row per move, unique per order and the version it
 * produced, so a move is logged once.
 */
export const orderMoves = pgTable(
  'order_moves',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    id: text('id').notNull().unique('order_moves_id_unique'),
    move: text('move').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    reason: text('reason'),
    subject: text('subject'),
    at: epochMs('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.version] }),
    index('order_moves_actor').on(t.actorId, t.at),
    // The Today screen's RTO by pin code: dispatches in a window, returns of those orders.
    index('order_moves_move_at').on(t.move, t.at),
    check(
      'order_moves_actor_known',
      sql`${t.actorKind} in ('staff', 'shopper', 'system', 'provider')`,
    ),
  ],
);
