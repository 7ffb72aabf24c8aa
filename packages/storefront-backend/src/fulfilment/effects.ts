import type { Paise } from '@haat/commerce-core';
import type { NotificationKind } from '../notifications/messages.js';
import type { DeliveryCorrections, RefundDestination, RefundParts } from './life.js';

/**
 * Units of one stock key an effect moves.
 *
 * @example
 * const units: StockUnits = { key: 'p1:v2', quantity: 1 };
 */
export interface StockUnits {
  readonly key: string;
  readonly quantity: number;
}

/**
 * What a move implies outside the order's life, as data: the service that applies the move
 * carries them out in the same transaction (stock through `stock.release` / `commit` /
 * `restock`, the coupon's use count, refunds claimed in storage, messages into the outbox).
 *
 * - `release-stock`: reserved units go back on sale (cancelled before dispatch);
 * - `commit-stock`: reserved units leave the warehouse (dispatch);
 * - `restock`: units that came back go on sale again (RTO or return, after the check);
 * - `write-off`: units that came back unsellable: nothing on hand changes (they left with the
 *   dispatch), so storage writes nothing, not even a stock ledger row; the life records them
 *   (the shipment's or return's units not in its `restocked`);
 * - `return-coupon-use`: the order's coupon use is given back (nothing reached the shopper);
 * - `refund-due`: money to give back (`refundId` unique within the order);
 * - `cod-collected` / `cod-uncollected`: the cash a shipment's courier collected, or did not
 *   (it came back);
 * - `update-delivery`: corrections for a re-attempt, to hand to the courier;
 * - `notify`: a message to the shopper (its text is chosen by `kind`).
 *
 * @example
 * const effect: Effect = { kind: 'release-stock', units: [{ key: 'p1', quantity: 2 }] };
 */
export type Effect =
  | { readonly kind: 'release-stock'; readonly units: readonly StockUnits[] }
  | { readonly kind: 'commit-stock'; readonly units: readonly StockUnits[] }
  | {
      readonly kind: 'restock';
      readonly units: readonly StockUnits[];
      readonly reason: 'rto' | 'return';
    }
  | {
      readonly kind: 'write-off';
      readonly units: readonly StockUnits[];
      readonly reason: 'rto' | 'return';
    }
  | { readonly kind: 'return-coupon-use'; readonly couponCodeId: string }
  | {
      readonly kind: 'refund-due';
      readonly refundId: string;
      readonly amount: Paise;
      readonly destination: RefundDestination;
      readonly parts: RefundParts;
    }
  | { readonly kind: 'cod-collected'; readonly shipmentId: string; readonly amount: Paise }
  | { readonly kind: 'cod-uncollected'; readonly shipmentId: string; readonly amount: Paise }
  | {
      readonly kind: 'update-delivery';
      readonly shipmentId: string;
      readonly corrections: DeliveryCorrections;
    }
  | {
      readonly kind: 'notify';
      readonly message: NotificationKind;
      readonly subject: string | null;
      readonly amount?: Paise | undefined;
    };
