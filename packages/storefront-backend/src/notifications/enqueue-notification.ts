import type { IdSource } from '../ports/ids.js';
import type { Repositories } from '../ports/storage.js';
import type { OutboxChannel } from '../ports/storage/outbox.js';
import { renderNotification, type NotificationKind } from './messages.js';

/**
 * A message about an order to queue: its kind, the shopper's phone, the variables of its text,
 * and what it is about within the order (a shipment or refund id; null for the order itself),
 * which with the order, kind and channel makes its dedupe key.
 *
 * @example
 * const note: OrderNotification = { orderId: 'o1', kind: 'dispatched', subject: 'S1',
 *   recipient: '+919876543210', variables: { shop: 'Haat', orderCode: 'HAAT-10234',
 *   courier: 'Delhivery', awb: '1490811234567', trackingUrl: 'https://…' } };
 */
export interface OrderNotification {
  readonly orderId: string;
  readonly kind: NotificationKind;
  readonly subject: string | null;
  readonly recipient: string;
  readonly variables: Readonly<Record<string, string>>;
}

/**
 * Queues a message on each of the shop's channels with the caller's repositories — the order
 * services call it inside the transaction that makes the change, so the message is queued if
 * and only if the change commits (the transactional outbox). Its text is checked now (a missing
 * variable throws and rolls the change back). A message already queued (same order, kind,
 * subject and channel: a retried transaction) is not queued again. Answers how many were queued.
 *
 * @example
 * await deps.storage.transaction(async (repos) => {
 *   // …dispatch the order…
 *   await enqueueNotification(repos, deps.ids, ['sms', 'whatsapp'], now, note);
 * });
 */
export async function enqueueNotification(
  repos: Pick<Repositories, 'outbox'>,
  ids: IdSource,
  channels: readonly OutboxChannel[],
  at: number,
  notification: OrderNotification,
): Promise<number> {
  renderNotification(notification.kind, notification.variables);
  let queued = 0;
  for (const channel of channels) {
    const dedupeKey = [
      notification.orderId,
      notification.kind,
      notification.subject ?? '-',
      channel,
    ].join(':');
    const added = await repos.outbox.enqueue({
      id: ids.uuid(),
      dedupeKey,
      channel,
      kind: notification.kind,
      recipient: notification.recipient,
      variables: { ...notification.variables },
      orderId: notification.orderId,
      createdAt: at,
      availableAt: at,
    });
    if (added) queued += 1;
  }
  return queued;
}
