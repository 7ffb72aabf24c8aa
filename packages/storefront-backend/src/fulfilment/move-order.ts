import type { BackendDeps, ShopCatalogue } from '../deps.js';
import { auditEntry } from '../audit/audit-entry.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderMoveLogEntry, StoredOrderLife } from '../ports/storage/order-lives.js';
import type { OrderRecord } from '../ports/storage/records.js';
import { orderAsOf } from '../orders/order-as-of.js';
import { issueMoveDocuments } from '../invoices/issue-for-move.js';
import { expectCodCash } from './expect-cod-cash.js';
import { issueRefund, type IssueRefundOutcome } from '../refunds/issue-refund.js';
import { applyMove } from './apply-move.js';
import { applyEffects, type RefundToAsk } from './apply-effects.js';
import type { Actor, OrderLife } from './life.js';
import { shopLifeRules } from './life-rules.js';
import { MoveRefused, type MoveRefusalCode } from './move-refused.js';
import type { Move } from './moves.js';
import { specStatuses } from './spec-statuses.js';
import { fulfilmentStage, type FulfilmentStage } from './stage.js';
import { lifeOfOrder } from './life-of-order.js';
import { lineTracking } from './line-tracking.js';

type WithoutActor<M> = M extends Move ? Omit<M, 'actor' | 'at'> : never;

/**
 * A move as a caller asks for it: the machine's move without its actor and time (`moveOrder`
 * adds them).
 *
 * @example
 * const move: MoveRequest = { type: 'DISPATCH', courier: 'Delhivery', awb: '1490811234567' };
 */
export type MoveRequest = WithoutActor<Move>;

/**
 * What `moveOrder` is asked: the order, the move, who makes it, optionally the life's version
 * the caller read (CONFLICT when it moved since), the audit log's action name (the admin
 * operation; default the move's name) and the speed of any refund it makes due.
 *
 * @example
 * const input: MoveOrderInput = { orderId, move: { type: 'CONFIRM_COD' },
 *   actor: { kind: 'staff', staffId: userId }, action: 'confirmOrder' };
 */
export interface MoveOrderInput {
  readonly orderId: string;
  readonly move: MoveRequest;
  readonly actor: Actor;
  readonly expectedVersion?: number | null | undefined;
  readonly action?: string | undefined;
  readonly refundSpeed?: 'normal' | 'optimum' | undefined;
  /**
   * The caller's idempotency key (admin mutations that move money or stock): claimed in the
   * move's transaction, so a repeat with the same request answers the order as it now stands
   * without moving it again, and a key reused for another request is refused.
   */
  readonly idempotency?:
    { readonly scope: string; readonly key: string; readonly fingerprint: string } | undefined;
}

/** How long an admin move's idempotency key is remembered (as the storefront's: 24 hours). */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Why an admin move's idempotency key is refused (trimmed, it must be 8 to 128 characters), or
 * null: checked before anything is sent to a third party for the move (the courier's cancel).
 *
 * @example
 * idempotencyKeyProblem('tap'); // 'idempotencyKey must be 8 to 128 characters (use a UUID).'
 */
export function idempotencyKeyProblem(key: string): string | null {
  const trimmed = key.trim();
  return trimmed.length < 8 || trimmed.length > 128
    ? 'idempotencyKey must be 8 to 128 characters (use a UUID).'
    : null;
}

/**
 * Claims the move's idempotency key with the move's transaction: true when this request is a
 * repeat (answered with the order as it stands), false when it is the first.
 */
async function repeated(
  repos: Repositories<ShopCatalogue>,
  idempotency: NonNullable<MoveOrderInput['idempotency']>,
  at: number,
): Promise<boolean> {
  const key = idempotency.key.trim();
  const problem = idempotencyKeyProblem(key);
  if (problem) throw new MoveRefused('MOVE_REFUSED', problem);
  const claim = await repos.idempotency.claim({
    scope: idempotency.scope,
    key,
    fingerprint: idempotency.fingerprint,
    now: at,
    ttlMs: IDEMPOTENCY_TTL_MS,
  });
  switch (claim.status) {
    case 'claimed':
      return false;
    case 'replay':
      return true;
    case 'mismatch':
      throw new MoveRefused(
        'IDEMPOTENCY_KEY_REUSED',
        'This request was already made with different details. Please try again.',
      );
    case 'in-progress':
      throw new MoveRefused(
        'CONFLICT',
        'This request is still being processed. Please try again in a moment.',
      );
  }
}

/**
 * The outcome: the moved life and the order as it now shows, with what became of each refund
 * to the online payment the move made due (asked of the gateway after commit); or a refusal
 * that changed nothing.
 *
 * @example
 * const outcome = await moveOrder(deps, input);
 * if (!outcome.ok) throw adminError(outcome.code, outcome.message);
 */
export type MoveOrderOutcome =
  | {
      readonly ok: true;
      readonly life: OrderLife;
      readonly stage: FulfilmentStage;
      readonly order: OrderRecord;
      readonly refunds: readonly IssueRefundOutcome[];
    }
  | { readonly ok: false; readonly code: MoveRefusalCode; readonly message: string };

const actorId = (actor: Actor): string | null =>
  actor.kind === 'staff'
    ? actor.staffId
    : actor.kind === 'shopper'
      ? actor.userId
      : actor.kind === 'provider'
        ? actor.provider
        : null;

/**
 * What may move an order still waiting for its online payment: its payment, or cancelling it
 * whole. The payment's own path (`markOrderPaid`) and the hold sweep (`cancelOrderWith`) handle
 * PENDING orders without a life, so a life is never left PENDING beside them.
 */
const wholeCancelOrPay = (move: MoveRequest): boolean =>
  move.type === 'PAY' || (move.type === 'CANCEL' && move.units === undefined);

/** The shop's order-life rules: its settings over the defaults. */
const rules = (deps: MoveDeps) => shopLifeRules(deps.settings);

/**
 * Starts the life of an order placed before lives were kept (or not yet moved), from its
 * status now (`startLife`), and locks it. Only a PENDING (hold not lapsed) or CONFIRMED order
 * can start: any other status was reached without the machine.
 */
async function startStoredLife(
  repos: Repositories<ShopCatalogue>,
  deps: MoveDeps,
  order: OrderRecord,
  at: number,
): Promise<StoredOrderLife> {
  const started = await lifeOfOrder(repos, order, null, rules(deps), at);
  if (!started) {
    const status = orderAsOf(order, at).status.toLowerCase();
    throw new MoveRefused(
      'MOVE_REFUSED',
      `Order ${order.code} is ${status}: it cannot be moved any more.`,
    );
  }
  await repos.orderLives.start(started, at);
  const locked = await repos.orderLives.lock(order.id);
  if (!locked) throw new Error(`The life of order ${order.code} vanished as it started`);
  return locked;
}

/**
 * A dispatch given only an AWB gets the store's `trackingUrl` template (`trackingUrlFor` fills
 * it); without one, the dispatch is refused: the shopper's message needs a link.
 */
async function withTrackingTemplate(
  repos: Repositories<ShopCatalogue>,
  order: OrderRecord,
  move: MoveRequest,
): Promise<MoveRequest> {
  if (move.type !== 'DISPATCH' || move.trackingUrl || move.trackingUrlTemplate) return move;
  const template = (await repos.catalogue.store()).trackingUrl;
  if (!template) {
    throw new MoveRefused(
      'MOVE_REFUSED',
      `Order ${order.code} needs a tracking URL to be dispatched: the store has no tracking URL template.`,
    );
  }
  return { ...move, trackingUrlTemplate: template };
}

/** The I/O a move needs inside its transaction: ids (log and audit entries) and the settings. */
export type MoveDeps = Pick<BackendDeps, 'ids' | 'settings'>;

/**
 * `moveOrder`'s transaction, with the caller's repositories: lock, start lazily, apply, save,
 * effects, audit (see `moveOrder`). A refusal throws `MoveRefused` (the caller's transaction
 * rolls back); answers the moved life, its stage, the order and the refunds the move claimed.
 * A refund's webhook settles the life with it in the refund's own transaction.
 *
 * @example
 * const moved = await storage.transaction((repos) => moveOrderWith(repos, deps, input, now));
 */
export async function moveOrderWith(
  repos: Repositories<ShopCatalogue>,
  deps: MoveDeps,
  input: MoveOrderInput,
  at: number,
): Promise<{
  readonly life: OrderLife;
  readonly stage: FulfilmentStage;
  readonly order: OrderRecord;
  readonly toAsk: readonly RefundToAsk[];
}> {
  // The order's row is locked first: every status change waits for this move, and it for them.
  const locked = await repos.orderLives.lock(input.orderId);
  const order = await repos.orders.byId(input.orderId);
  if (!order) throw new MoveRefused('NOT_FOUND', `There is no order ${input.orderId}.`);
  if (input.idempotency && (await repeated(repos, input.idempotency, at))) {
    const current = locked ?? (await lifeOfOrder(repos, order, null, rules(deps), at));
    if (!current) throw new Error(`Order ${order.code} was moved once but has no life`);
    return { ...current, order, toAsk: [] };
  }
  const stored = locked ?? (await startStoredLife(repos, deps, order, at));
  const before = stored.life;
  if (
    input.expectedVersion !== undefined &&
    input.expectedVersion !== null &&
    input.expectedVersion !== before.version
  ) {
    throw new MoveRefused(
      'CONFLICT',
      `Order ${order.code} was changed by someone else: read it again.`,
    );
  }
  if (before.payment === 'AWAITING' && !wholeCancelOrPay(input.move)) {
    throw new MoveRefused(
      'MOVE_REFUSED',
      `Order ${order.code} is waiting for its payment: it can only be cancelled whole until it is paid.`,
    );
  }
  const request = await withTrackingTemplate(repos, order, input.move);
  const outcome = applyMove(before, { ...request, actor: input.actor, at });
  if (!outcome.ok) throw new MoveRefused('MOVE_REFUSED', outcome.message);
  const life = outcome.life;
  const event = life.events.at(-1);
  const entry: OrderMoveLogEntry = {
    id: deps.ids.uuid(),
    orderId: order.id,
    version: life.version,
    move: input.move.type,
    actorKind: input.actor.kind,
    actorId: actorId(input.actor),
    reason: event?.reason ?? null,
    subject: event?.subject ?? null,
    at,
  };
  const stage = fulfilmentStage(life);
  const statuses = specStatuses(life);
  const tracking = lineTracking(life);
  const change = { life, stage, statuses, tracking, at, entry };
  if (!(await repos.orderLives.save(change, before.version))) {
    throw new MoveRefused(
      'CONFLICT',
      `Order ${order.code} was changed by someone else: read it again.`,
    );
  }
  const toAsk = await applyEffects(
    repos,
    {
      ids: deps.ids,
      at,
      order,
      before,
      after: life,
      channels: deps.settings.notificationChannels ?? [],
      refundSpeed: input.refundSpeed ?? 'normal',
      settings: deps.settings,
    },
    outcome.effects,
  );
  await issueMoveDocuments(repos, { ids: deps.ids, at, order, before, after: life, move: request });
  await expectCodCash(repos, { at, order, after: life, move: request });
  if (input.actor.kind === 'staff') {
    const summary = (l: OrderLife, status: string) => ({
      status,
      stage: fulfilmentStage(l),
      version: l.version,
    });
    await repos.audit.append(
      auditEntry(deps.ids, at, {
        actor: { kind: 'staff', id: input.actor.staffId },
        action: input.action ?? input.move.type,
        targetType: 'order',
        targetId: order.id,
        before: summary(before, order.status),
        after: { ...summary(life, statuses.status), move: input.move },
        reason: entry.reason,
      }),
    );
  }
  const updated = await repos.orders.byId(order.id);
  if (!updated) throw new Error(`Order ${order.code} vanished while it moved`);
  if (input.idempotency) {
    await repos.idempotency.complete(
      input.idempotency.scope,
      input.idempotency.key.trim(),
      order.id,
    );
  }
  return { life, stage, order: updated, toAsk };
}

/**
 * After a move's transaction commits: asks the gateway for each refund to the online payment
 * the move claimed (`issueRefund`, by its key: asking again never pays twice) and tells the life
 * what became of each one settled by then (`SETTLE_REFUND`, its own move: the shopper's refunded
 * message; a failed refund is owed again). Answers each refund's outcome and the life after the
 * last settlement (null when none settled). Used by `moveOrder` and by the payment path when
 * money arrives for an order cancelled meanwhile.
 *
 * @example
 * const { refunds } = await askRefundsDue(deps, moved.order, moved.toAsk);
 */
export async function askRefundsDue(
  deps: BackendDeps,
  order: Pick<OrderRecord, 'id' | 'code'>,
  toAsk: readonly RefundToAsk[],
): Promise<{
  readonly refunds: readonly IssueRefundOutcome[];
  readonly settled: {
    readonly life: OrderLife;
    readonly stage: FulfilmentStage;
    readonly order: OrderRecord;
  } | null;
}> {
  const refunds: IssueRefundOutcome[] = [];
  let settled: { life: OrderLife; stage: FulfilmentStage; order: OrderRecord } | null = null;
  // An order with no life (money paid after its hold lapsed) has nothing to settle.
  const hasLife =
    toAsk.length > 0 && (await deps.storage.repos.orderLives.byOrder(order.id)) !== null;
  for (const { refundId, refund } of toAsk) {
    let status: string = refund.status;
    if (refund.status === 'claimed') {
      const asked = await issueRefund(deps, {
        orderId: refund.orderId,
        refundId,
        amount: refund.amount,
        destination: refund.destination,
        speed: refund.speed,
        receipt: `${order.code}/${refundId}`,
        reason: refund.reason,
      });
      refunds.push(asked);
      status = asked.status;
    }
    if (hasLife && (status === 'processed' || status === 'failed')) {
      const settle = await moveOrder(deps, {
        orderId: order.id,
        move: { type: 'SETTLE_REFUND', refundId, outcome: status },
        actor:
          refund.destination === 'original'
            ? { kind: 'provider', provider: 'payments' }
            : { kind: 'system' },
      });
      if (settle.ok) settled = { life: settle.life, stage: settle.stage, order: settle.order };
    }
  }
  return { refunds, settled };
}

/**
 * Moves an order's life by one move, in ONE storage transaction (issue 23 wave 2): the life is
 * locked (started lazily from the order's status the first time, `startLife`), the pure machine
 * applies the move (`applyMove`; refused: nothing written, the machine's message answered), the
 * new life is saved only from the version read, with the order's spec statuses and the move's
 * log entry (`orderLives.save`), its effects are applied (`applyEffects`: stock, coupon use,
 * refunds claimed, messages queued), its tax documents issued (`issueMoveDocuments`: the
 * invoice at dispatch, credit notes at RTO and refund) and, when staff made it, the audit entry is appended. Any
 * failure rolls all of it back. After commit, refunds to the online payment the move made due
 * are asked of the gateway (`issueRefund`, by their key: a retry never pays twice), and each
 * refund settled by then (store credit at once, the gateway's answer) is told to the life
 * (`SETTLE_REFUND`, its own move: the shopper's refunded message; a failed refund is owed
 * again). The answer is the life after them.
 *
 * The placement messages of a lazily started life are not sent again (`startLife`'s effects
 * are the placing path's).
 *
 * @example
 * const outcome = await moveOrder(deps, { orderId, actor: { kind: 'staff', staffId },
 *   move: { type: 'DISPATCH', courier: 'Delhivery', awb: '1490811234567' },
 *   action: 'dispatchOrder' });
 */
export async function moveOrder(
  deps: BackendDeps,
  input: MoveOrderInput,
): Promise<MoveOrderOutcome> {
  const at = deps.clock.now();
  try {
    const moved = await deps.storage.transaction((repos) => moveOrderWith(repos, deps, input, at));
    const asked = await askRefundsDue(deps, moved.order, moved.toAsk);
    const settled = asked.settled ?? { life: moved.life, stage: moved.stage, order: moved.order };
    return { ok: true, ...settled, refunds: asked.refunds };
  } catch (error) {
    if (error instanceof MoveRefused)
      return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
