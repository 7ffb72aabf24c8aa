/**
 * How a message leaves: SMS (MSG91), WhatsApp (the Business Cloud API), or the console
 * (development).
 *
 * @example
 * const channel: OutboxChannel = 'whatsapp';
 */
export type OutboxChannel = 'sms' | 'whatsapp' | 'console';

/**
 * Where an outbox message is:
 * - `pending`: waiting to be sent (from `availableAt`);
 * - `claimed`: a dispatcher took it (its `claimToken`) until `leaseUntil`; not sent yet;
 * - `sending`: its dispatcher is calling the provider now;
 * - `sent`: the provider accepted it;
 * - `unconfirmed`: its dispatcher died (or timed out) while calling the provider, so whether it
 *   went out is unknown; it is not sent again (see `OutboxRepository.claim`);
 * - `failed`: the provider refused it for good.
 *
 * @example
 * const status: OutboxStatus = 'sending';
 */
export type OutboxStatus = 'pending' | 'claimed' | 'sending' | 'sent' | 'unconfirmed' | 'failed';

/**
 * A message to send, as the order services write it in the same transaction as the change it
 * tells about. `dedupeKey` is unique (one message per order, event and channel: a retried
 * transaction never queues it twice); `kind` names its text (`NOTIFICATION_TEXTS`), `variables`
 * fill it; `recipient` is `+91` and 10 digits.
 *
 * @example
 * const message: OutboxMessage = { id: 'm1', dedupeKey: 'o1:dispatched:S1:sms', channel: 'sms',
 *   kind: 'dispatched', recipient: '+919876543210', variables: { orderCode: 'HAAT-10234' },
 *   orderId: 'o1', createdAt: 0, availableAt: 0 };
 */
export interface OutboxMessage {
  readonly id: string;
  readonly dedupeKey: string;
  readonly channel: OutboxChannel;
  readonly kind: string;
  readonly recipient: string;
  readonly variables: Readonly<Record<string, string>>;
  readonly orderId: string | null;
  readonly createdAt: number;
  readonly availableAt: number;
}

/**
 * A message with its delivery state.
 *
 * @example
 * const row: Pick<OutboxRecord, 'status' | 'attempts'> = { status: 'sent', attempts: 1 };
 */
export interface OutboxRecord extends OutboxMessage {
  readonly status: OutboxStatus;
  /** Calls to the provider made for it. */
  readonly attempts: number;
  readonly claimToken: string | null;
  readonly leaseUntil: number | null;
  readonly sentAt: number | null;
  readonly providerMessageId: string | null;
  readonly lastError: string | null;
}

/**
 * A dispatcher's claim: at most `limit` due messages, leased until `now + leaseMs`, marked with
 * its `token`.
 *
 * @example
 * const claim: OutboxClaim = { now, leaseMs: 60_000, limit: 20, token: ids.uuid() };
 */
export interface OutboxClaim {
  readonly now: number;
  readonly leaseMs: number;
  readonly limit: number;
  readonly token: string;
}

/**
 * How a send ended: accepted by the provider; to try again at `at` (the provider was
 * unavailable: nothing went out); refused for good; or unknown (no answer: it may have gone
 * out, so it is not sent again).
 *
 * @example
 * const sent: OutboxSettlement = { status: 'sent', providerMessageId: 'wamid.HBg…', at: now };
 */
export type OutboxSettlement =
  | { readonly status: 'sent'; readonly providerMessageId: string | null; readonly at: number }
  | { readonly status: 'retry'; readonly error: string; readonly at: number }
  | { readonly status: 'failed'; readonly error: string; readonly at: number }
  | { readonly status: 'unconfirmed'; readonly error: string; readonly at: number };

/**
 * The transactional outbox of shopper messages. The claim protocol keeps a message from being
 * sent twice or lost when a dispatcher process dies:
 *
 * 1. `claim` takes due `pending` messages, and `claimed` ones whose lease lapsed (their
 *    dispatcher died before calling the provider: they were never sent), oldest first, with a
 *    new token and lease (SQL: `FOR UPDATE SKIP LOCKED`, so concurrent dispatchers never take
 *    the same row). It first marks `sending` messages whose lease lapsed `unconfirmed`: their
 *    dispatcher died during the provider call, which may have gone out — MSG91 and WhatsApp have
 *    no idempotency key, so a resend could deliver it twice.
 * 2. `markSending` (token and live lease required) is committed just before the provider call.
 * 3. `settle` (token required) records how the call ended.
 *
 * @example
 * const batch = await repos.outbox.claim({ now, leaseMs: 60_000, limit: 20, token });
 */
export interface OutboxRepository {
  /** Queues a message; false (nothing written) when its `dedupeKey` is already queued. */
  enqueue(message: OutboxMessage): Promise<boolean>;
  claim(claim: OutboxClaim): Promise<readonly OutboxRecord[]>;
  /** `claimed` by this token, lease not lapsed → `sending`, one more attempt. */
  markSending(id: string, token: string, now: number): Promise<boolean>;
  /** `claimed` or `sending` by this token → the settlement's state; false when not (any more) ours. */
  settle(id: string, token: string, settlement: OutboxSettlement): Promise<boolean>;
  byId(id: string): Promise<OutboxRecord | null>;
  /** Messages of an order (or of every order when null), oldest first, at most `limit`. */
  list(orderId: string | null, limit: number): Promise<readonly OutboxRecord[]>;
}
