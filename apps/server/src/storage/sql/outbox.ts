import { wholeNumber, type OutboxRecord, type OutboxRepository } from '@haat/storefront-backend';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { outbox } from '../schema/index.js';
import { preparedOn, rowsOf, type Run } from './executor.js';

const recordOf = (row: typeof outbox.$inferSelect): OutboxRecord => ({
  ...row,
  channel: row.channel as OutboxRecord['channel'],
  status: row.status as OutboxRecord['status'],
  variables: { ...row.variables },
});

const byAge = (a: OutboxRecord, b: OutboxRecord) =>
  a.availableAt - b.availableAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const DIED_SENDING = 'The dispatcher stopped while the provider was being called';

/** A new message, once per dedupe key: every order queues one (built once per connection). */
const enqueueMessage = preparedOn((tx) =>
  tx
    .insert(outbox)
    .values({
      id: sql.placeholder('id'),
      dedupeKey: sql.placeholder('dedupeKey'),
      channel: sql.placeholder('channel'),
      kind: sql.placeholder('kind'),
      recipient: sql.placeholder('recipient'),
      variables: sql.placeholder('variables'),
      orderId: sql.placeholder('orderId'),
      createdAt: sql.placeholder('createdAt'),
      availableAt: sql.placeholder('availableAt'),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id })
    .prepare('outbox_enqueue'),
);

/**
 * The outbox in SQL. `claim` is two statements in one transaction: lapsed `sending` rows become
 * `unconfirmed`, then due rows are taken with `FOR UPDATE SKIP LOCKED` (concurrent dispatchers
 * skip each other's rows instead of waiting) and leased in the same UPDATE.
 */
export function sqlOutbox(run: Run): OutboxRepository {
  return {
    enqueue: (message) =>
      run(async (tx) => {
        const inserted = await enqueueMessage(tx).execute({
          id: message.id,
          dedupeKey: message.dedupeKey,
          channel: message.channel,
          kind: message.kind,
          recipient: message.recipient,
          variables: { ...message.variables },
          orderId: message.orderId,
          createdAt: message.createdAt,
          availableAt: message.availableAt,
        });
        return inserted.length > 0;
      }),
    claim: ({ now, leaseMs, limit, token }) =>
      run(async (tx) => {
        wholeNumber(limit, 'A claim limit', 1);
        wholeNumber(leaseMs, 'A lease', 1);
        await tx
          .update(outbox)
          .set({
            status: 'unconfirmed',
            claimToken: null,
            leaseUntil: null,
            lastError: DIED_SENDING,
          })
          .where(and(eq(outbox.status, 'sending'), sql`${outbox.leaseUntil} <= ${now}`));
        const claimed = rowsOf(
          await tx.execute(sql`
            update outbox set status = 'claimed', claim_token = ${token}, lease_until = ${now + leaseMs}
            where id in (
              select id from outbox
              where (status = 'pending' and available_at <= ${now})
                 or (status = 'claimed' and lease_until <= ${now})
              order by available_at, id collate "C"
              limit ${limit}
              for update skip locked
            )
            returning id`),
        ).map((row) => String(row['id']));
        if (claimed.length === 0) return [];
        const rows = await tx.select().from(outbox).where(inArray(outbox.id, claimed));
        return rows.map(recordOf).sort(byAge);
      }),
    markSending: (id, token, now) =>
      run(async (tx) => {
        const rows = await tx
          .update(outbox)
          .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1` })
          .where(
            and(
              eq(outbox.id, id),
              eq(outbox.status, 'claimed'),
              eq(outbox.claimToken, token),
              sql`${outbox.leaseUntil} > ${now}`,
            ),
          )
          .returning({ id: outbox.id });
        return rows.length > 0;
      }),
    settle: (id, token, settlement) =>
      run(async (tx) => {
        const released = { claimToken: null, leaseUntil: null };
        const changes =
          settlement.status === 'sent'
            ? {
                ...released,
                status: 'sent',
                sentAt: settlement.at,
                providerMessageId: settlement.providerMessageId,
                lastError: null,
              }
            : settlement.status === 'retry'
              ? {
                  ...released,
                  status: 'pending',
                  availableAt: settlement.at,
                  lastError: settlement.error,
                }
              : { ...released, status: settlement.status, lastError: settlement.error };
        const rows = await tx
          .update(outbox)
          .set(changes)
          .where(
            and(
              eq(outbox.id, id),
              eq(outbox.claimToken, token),
              inArray(outbox.status, ['claimed', 'sending']),
            ),
          )
          .returning({ id: outbox.id });
        return rows.length > 0;
      }),
    byId: (id) =>
      run(async (tx) => {
        const [row] = await tx.select().from(outbox).where(eq(outbox.id, id));
        return row ? recordOf(row) : null;
      }),
    list: (orderId, limit) =>
      run(async (tx) => {
        wholeNumber(limit, 'A list limit', 1);
        const rows = await tx
          .select()
          .from(outbox)
          .where(orderId === null ? undefined : eq(outbox.orderId, orderId))
          .orderBy(asc(outbox.createdAt), asc(sql`${outbox.id} collate "C"`))
          .limit(limit);
        return rows.map(recordOf);
      }),
  };
}
