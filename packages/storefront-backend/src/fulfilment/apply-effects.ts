import { fromPaise, messageAmount } from '@haat/commerce-core';
import type { ShopCatalogue } from '../deps.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories } from '../ports/storage.js';
import type { OutboxChannel } from '../ports/storage/outbox.js';
import type { OrderRecord } from '../ports/storage/records.js';
import type { RefundRecord } from '../ports/storage/refunds.js';
import { enqueueNotification } from '../notifications/enqueue-notification.js';
import { claimRefundWith } from '../refunds/issue-refund.js';
import { codConfirmLink, type CodConfirmSettings } from './cod-confirm-link.js';
import type { Effect } from './effects.js';
import type { OrderLife } from './life.js';
import { MoveRefused } from './move-refused.js';
import { stockLedgerOf } from './stock-ledger-of.js';

/** The stock ledger's reason for units an RTO or a return put back on the shelf. */
const RESTOCK_REASONS = { rto: 'RTO_RESTOCK', return: 'RETURN_RESTOCK' } as const;

/**
 * A refund a move claimed: its id within the order (`F1`…) and its record as the claim left it
 * (store credit: processed at once; to the online payment: claimed, for the caller to ask the
 * gateway after commit).
 *
 * @example
 * const ask: RefundToAsk = { refundId: 'F1', refund };
 */
export interface RefundToAsk {
  readonly refundId: string;
  readonly refund: RefundRecord;
}

/** What applying effects needs besides the transaction's repositories. */
export interface EffectContext {
  readonly ids: IdSource;
  readonly at: number;
  readonly order: OrderRecord;
  /** The life before the move (whether its units were held unpaid) and after it (messages). */
  readonly before: OrderLife;
  readonly after: OrderLife;
  readonly channels: readonly OutboxChannel[];
  readonly refundSpeed: 'normal' | 'optimum';
  /** What the confirm-your-COD-order link is made from (the host secret, the public address). */
  readonly settings: CodConfirmSettings;
}

/** The message's variables from the order and the life after the move. */
async function variablesOf(
  repos: Repositories<ShopCatalogue>,
  context: EffectContext,
  effect: Extract<Effect, { kind: 'notify' }>,
): Promise<Record<string, string>> {
  const store = await repos.catalogue.store();
  const shipment = context.after.shipments.find((s) => s.id === effect.subject);
  const amount = effect.amount ?? context.order.amounts.total;
  return {
    shop: store.name ?? 'Haat',
    orderCode: context.order.code,
    amount: messageAmount(fromPaise(amount)),
    ...(shipment?.courier && { courier: shipment.courier }),
    ...(shipment?.awb && { awb: shipment.awb }),
    ...(shipment?.trackingUrl && { trackingUrl: shipment.trackingUrl }),
    ...(shipment?.lastFailure && { reason: shipment.lastFailure.reason }),
    destination:
      context.after.money.refunds.find((refund) => refund.id === effect.subject)?.destination ===
      'original'
        ? 'your original payment method'
        : 'your store credit',
    ...(effect.message === 'confirm-cod' && {
      confirmUrl: await codConfirmLink(context.settings, context.order.id, context.order.createdAt),
    }),
  };
}

/**
 * Carries out a move's effects with the move's transaction (see `Effect`): stock released,
 * committed or restocked through the stock repository, the committed and restocked units
 * recorded in the stock ledger (`write-off` changes nothing on hand: the units already left with
 * the dispatch, so it has no entry), the coupon use given back, refunds claimed (store
 * credit given at once; a refund to the online payment is left claimed, for the caller to ask
 * the gateway after commit; each is answered), messages queued in the outbox on the shop's
 * channels. Cash collected or not and delivery corrections have no storage of their own yet:
 * the life records them. A refund storage refuses (a guest's store credit) is a `MoveRefused`,
 * so the whole move rolls back.
 *
 * @example
 * const toAsk = await applyEffects(repos, context, outcome.effects);
 */
export async function applyEffects(
  repos: Repositories<ShopCatalogue>,
  context: EffectContext,
  effects: readonly Effect[],
): Promise<readonly RefundToAsk[]> {
  const toAsk: RefundToAsk[] = [];
  const unpaid = context.before.payment === 'AWAITING';
  for (const effect of effects) {
    switch (effect.kind) {
      case 'release-stock':
        await repos.stock.release(effect.units, { unpaid });
        break;
      case 'commit-stock':
        if (!(await repos.stock.commit(effect.units))) {
          throw new Error(`Order ${context.order.code}: its reserved units are not all reserved`);
        }
        await repos.stockLedger.record(stockLedgerOf(context, effect.units, 'DISPATCH', -1));
        break;
      case 'restock':
        await repos.stock.restock(effect.units);
        await repos.stockLedger.record(
          stockLedgerOf(context, effect.units, RESTOCK_REASONS[effect.reason], 1),
        );
        break;
      case 'return-coupon-use':
        await repos.couponUses.giveBack(context.order.id);
        break;
      case 'refund-due': {
        const claimed = await claimRefundWith(repos, context.at, {
          orderId: context.order.id,
          refundId: effect.refundId,
          amount: effect.amount,
          destination: effect.destination,
          speed: context.refundSpeed,
          receipt: `${context.order.code}/${effect.refundId}`,
          reason: context.after.events.at(-1)?.reason ?? null,
        });
        if (claimed.status === 'refused') throw new MoveRefused('MOVE_REFUSED', claimed.message);
        toAsk.push({ refundId: effect.refundId, refund: claimed.refund });
        break;
      }
      case 'notify':
        if (!context.order.shippingAddress.phone) break;
        await enqueueNotification(repos, context.ids, context.channels, context.at, {
          orderId: context.order.id,
          kind: effect.message,
          subject: effect.subject,
          recipient: context.order.shippingAddress.phone,
          variables: await variablesOf(repos, context, effect),
        });
        break;
      case 'write-off':
      case 'cod-collected':
      case 'cod-uncollected':
      case 'update-delivery':
        break;
    }
  }
  return toAsk;
}
