import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, paise } from './columns.js';
import { users } from './identity.js';

/**
 * Staff (StaffRecord): a user and their role, one row per user. Changes lock the owners' rows
 * (`FOR UPDATE`, user id order) before counting them, so the shop never loses its last owner.
 */
export const staff = pgTable(
  'staff',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    addedBy: text('added_by'),
    addedAt: epochMs('added_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [
    index('staff_role').on(t.role),
    check('staff_role_known', sql`${t.role} in ('owner', 'manager', 'support', 'packer')`),
  ],
);

/**
 * The audit log (AuditRecord): written in the transaction of the change; read newest first by
 * keyset (`(at, id)` and the filters' indexes). `before`/`after` keep the JSON text as given.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: epochMs('at').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: text('before'),
    after: text('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at').on(t.at, t.id),
    index('audit_log_actor').on(t.actorId, t.at),
    index('audit_log_action').on(t.action, t.at),
    index('audit_log_target').on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * The transactional outbox of shopper messages (OutboxRecord): queued once per `dedupe_key`,
 * claimed with `FOR UPDATE SKIP LOCKED` and a lease (`outbox_due` finds due rows).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique('outbox_dedupe_key_unique'),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    orderId: text('order_id'),
    createdAt: epochMs('created_at').notNull(),
    availableAt: epochMs('available_at').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimToken: text('claim_token'),
    leaseUntil: epochMs('lease_until'),
    sentAt: epochMs('sent_at'),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_due').on(t.status, t.availableAt),
    index('outbox_order').on(t.orderId, t.createdAt),
    check(
      'outbox_status_known',
      sql`${t.status} in ('pending', 'claimed', 'sending', 'sent', 'unconfirmed', 'failed')`,
    ),
    check('outbox_channel_known', sql`${t.channel} in ('sms', 'whatsapp', 'console')`),
  ],
);

/**
 * Refunds (RefundRecord), unique on their key (the order and the refund's id within its life)
 * and on the gateway's refund id; updates move forward only.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: paise('amount_paise').notNull(),
    destination: text('destination').notNull(),
    speed: text('speed').notNull(),
    status: text('status').notNull(),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id').unique('refunds_provider_refund_unique'),
    reason: text('reason'),
    failureReason: text('failure_reason'),
    // While claimed: when the sweep may ask again, how many asks failed, the last one's message.
    // Rows from before these columns were due at once (0), as the old sweep would have asked them.
    nextAskAt: epochMs('next_ask_at').notNull().default(0),
    failedAsks: integer('failed_asks').notNull().default(0),
    lastAskError: text('last_ask_error'),
    createdAt: epochMs('created_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [
    index('refunds_order').on(t.orderId, t.createdAt),
    // The retry sweep: refunds still claimed (the gateway did not make them), soonest due first.
    index('refunds_claimed')
      .on(t.nextAskAt)
      .where(sql`${t.status} = 'claimed'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_failed_asks_not_negative', sql`${t.failedAsks} >= 0`),
    check(
      'refunds_status_known',
      sql`${t.status} in ('claimed', 'pending', 'processed', 'failed')`,
    ),
    check('refunds_destination_known', sql`${t.destination} in ('original', 'store-credit')`),
    check('refunds_speed_known', sql`${t.speed} in ('normal', 'optimum')`),
  ],
);
