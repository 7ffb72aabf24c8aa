import type { Clock } from '../ports/clock.js';
import type { IdSource } from '../ports/ids.js';
import type {
  NotificationSenders,
  NotificationToSend,
  SendOutcome,
} from '../ports/notification-sender.js';
import type { Storage } from '../ports/storage.js';
import type { OutboxRecord, OutboxSettlement } from '../ports/storage/outbox.js';
import {
  NOTIFICATION_KINDS,
  orderedVariables,
  renderNotification,
  type NotificationKind,
} from './messages.js';

/** The I/O the dispatcher needs. */
export interface DispatchDeps {
  readonly storage: Pick<Storage, 'repos'>;
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly senders: NotificationSenders;
}

/**
 * How the dispatcher works: messages per claim, the lease (longer than any provider call's
 * time-out, so a live dispatcher's lease never lapses mid-call), the first retry delay (doubled
 * for each later one) and the provider calls a message gets before it is given up.
 *
 * @example
 * const options: DispatchOptions = { limit: 20, leaseMs: 60_000, retryMs: 30_000, maxAttempts: 5 };
 */
export interface DispatchOptions {
  readonly limit: number;
  readonly leaseMs: number;
  readonly retryMs: number;
  readonly maxAttempts: number;
}

/** The defaults: 20 a claim, a 60 s lease, retries after 30 s, 60 s, 2 min, 4 min. */
export const DISPATCH_DEFAULTS: DispatchOptions = {
  limit: 20,
  leaseMs: 60_000,
  retryMs: 30_000,
  maxAttempts: 5,
};

/**
 * What one dispatch round did.
 *
 * @example
 * const round: DispatchRound = { claimed: 3, sent: 2, retried: 1, failed: 0, unconfirmed: 0 };
 */
export interface DispatchRound {
  readonly claimed: number;
  readonly sent: number;
  readonly retried: number;
  readonly failed: number;
  readonly unconfirmed: number;
}

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The message as its sender takes it, or why it cannot be sent (an unknown kind, a variable missing). */
function prepare(row: OutboxRecord): NotificationToSend | string {
  if (!isKind(row.kind)) return `Unknown message kind ${row.kind}`;
  try {
    return {
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      variables: orderedVariables(row.kind, row.variables),
      text: renderNotification(row.kind, row.variables),
    };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function settlementOf(
  outcome: SendOutcome,
  row: OutboxRecord,
  at: number,
  options: DispatchOptions,
): OutboxSettlement {
  switch (outcome.status) {
    case 'sent':
      return { status: 'sent', providerMessageId: outcome.providerMessageId, at };
    case 'unknown':
      return { status: 'unconfirmed', error: outcome.reason, at };
    case 'not-sent': {
      const attempts = row.attempts + 1;
      if (!outcome.retryable || attempts >= options.maxAttempts) {
        return { status: 'failed', error: outcome.reason, at };
      }
      return {
        status: 'retry',
        error: outcome.reason,
        at: at + options.retryMs * 2 ** (attempts - 1),
      };
    }
  }
}

/**
 * One round of the outbox dispatcher: claims due messages (`outbox.claim`: a lease and this
 * round's token; concurrent rounds in other processes take other rows), and for each, one at a
 * time: marks it `sending` (committed before the provider is called), hands it to its channel's
 * sender, and settles it — sent; not taken but retryable → queued again later (after
 * `retryMs`, doubled each time, at most `maxAttempts` calls); refused → failed; no answer →
 * unconfirmed, never resent (see `OutboxRepository`). A message whose lease lapsed meanwhile
 * (its row was reclaimed) is left to its new owner. A sender that throws counts as no answer.
 *
 * The server runs it on a timer; the mock host right after each commit that queued a message.
 *
 * @example
 * const round = await dispatchOutbox({ storage, clock, ids, senders });
 */
export async function dispatchOutbox(
  deps: DispatchDeps,
  options: DispatchOptions = DISPATCH_DEFAULTS,
): Promise<DispatchRound> {
  const { repos } = deps.storage;
  const token = deps.ids.uuid();
  const batch = await repos.outbox.claim({
    now: deps.clock.now(),
    leaseMs: options.leaseMs,
    limit: options.limit,
    token,
  });
  const counts = { claimed: batch.length, sent: 0, retried: 0, failed: 0, unconfirmed: 0 };
  for (const row of batch) {
    const sender = deps.senders[row.channel];
    const prepared = sender ? prepare(row) : `No sender for ${row.channel}`;
    if (!sender || typeof prepared === 'string') {
      const error = typeof prepared === 'string' ? prepared : `No sender for ${row.channel}`;
      await repos.outbox.settle(row.id, token, { status: 'failed', error, at: deps.clock.now() });
      counts.failed += 1;
      continue;
    }
    if (!(await repos.outbox.markSending(row.id, token, deps.clock.now()))) continue;
    const outcome = await sender.send(prepared).catch((error: unknown): SendOutcome => ({
      status: 'unknown',
      reason: error instanceof Error ? error.message : String(error),
    }));
    const settlement = settlementOf(outcome, row, deps.clock.now(), options);
    await repos.outbox.settle(row.id, token, settlement);
    const key = settlement.status === 'retry' ? 'retried' : settlement.status;
    counts[key] += 1;
  }
  return counts;
}
