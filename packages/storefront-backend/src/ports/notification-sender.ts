import type { OutboxChannel } from './storage/outbox.js';

/**
 * One message a sender is asked to deliver: its outbox id, what it is (`kind`, a
 * `NotificationKind`), to whom (`+91` and 10 digits), its variables in the templates' order
 * and its text (for senders that send free text, such as the console).
 *
 * @example
 * const message: NotificationToSend = { id: 'm1', kind: 'delivered', recipient: '+919876543210',
 *   variables: ['Haat', 'HAAT-10234'], text: 'Haat: your order HAAT-10234 was delivered. …' };
 */
export interface NotificationToSend {
  readonly id: string;
  readonly kind: string;
  readonly recipient: string;
  readonly variables: readonly string[];
  readonly text: string;
}

/**
 * How a send ended, in neutral terms (a sender never rejects for a provider's problem):
 * - `sent`: the provider accepted it (its message id when it gives one);
 * - `not-sent`: the provider answered that it did not take it — `retryable` when it may later
 *   (unavailable, rate limited), not when the request itself is wrong (bad number, template);
 * - `unknown`: no answer (time-out, connection lost after the request left): it may have gone
 *   out, so it must not be sent again.
 *
 * @example
 * const outcome: SendOutcome = { status: 'not-sent', retryable: true, reason: 'HTTP 503' };
 */
export type SendOutcome =
  | { readonly status: 'sent'; readonly providerMessageId: string | null }
  | { readonly status: 'not-sent'; readonly retryable: boolean; readonly reason: string }
  | { readonly status: 'unknown'; readonly reason: string };

/**
 * Delivers shopper messages on one channel (SMS through MSG91's DLT templates, WhatsApp
 * through the Business Cloud API's approved templates, or the console in development). Only
 * the outbox dispatcher calls it.
 *
 * @example
 * const outcome = await senders.sms?.send(message);
 */
export interface NotificationSender {
  send(message: NotificationToSend): Promise<SendOutcome>;
}

/**
 * The senders a host configures, by channel (a channel without a sender fails its messages).
 *
 * @example
 * const senders: NotificationSenders = { console: consoleNotificationSender() };
 */
export type NotificationSenders = Partial<Record<OutboxChannel, NotificationSender>>;
