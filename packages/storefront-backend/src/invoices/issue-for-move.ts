import type { ShopCatalogue } from '../deps.js';
import type { OrderLife } from '../fulfilment/life.js';
import type { MoveRequest } from '../fulfilment/move-order.js';
import { MoveRefused } from '../fulfilment/move-refused.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord } from '../ports/storage/records.js';
import { issueCreditNote } from './credit-note.js';
import { issueRefundCreditNotes } from './credit-refund.js';
import { creditsInvoicedGoods, refundsPaidBy } from './refund-credits.js';
import { issueInvoice, type IssueOutcome } from './issue-invoice.js';

/** What issuing a move's documents needs besides the transaction's repositories. */
export interface MoveDocumentsContext {
  readonly ids: IdSource;
  readonly at: number;
  readonly order: OrderRecord;
  readonly before: OrderLife;
  readonly after: OrderLife;
  readonly move: MoveRequest;
}

/**
 * Issues the tax documents a move of an order's life calls for, in the move's transaction
 * (`moveOrderWith`, the order's row locked, so one order's documents are issued one at a
 * time; the number comes from storage's per-series, per-year counter in this transaction):
 *
 * - DISPATCH: the tax invoice of the shipment that left (one invoice per shipment: a partial
 *   dispatch bills only its units; the order's charges go on its first invoice). A refusal
 *   (a product without HSN code, no place of supply) refuses the dispatch with its message:
 *   a GST-registered shop may not send goods without an invoice.
 * - RECEIVE_RTO: a credit note for what is left of that shipment's invoice (`RTO-S1`).
 * - SETTLE_REFUND (processed) of a refund for a return or a goodwill refund, or of a reissue
 *   that finished paying one that failed (`refundsPaidBy`: one credit note per refund made due,
 *   whatever the number of payout attempts): credit notes for the refund's amount
 *   (`issueRefundCreditNotes`: a return's against the invoices of the shipments its units came
 *   from). Refunds of units never dispatched (a cancellation) were never invoiced, and an RTO's
 *   refund is covered by the RTO's credit note, so neither gets one.
 *
 * A shop without a GST registration issues no document (nothing happens here). A credit note
 * that cannot be issued (nothing invoiced, nothing left) never blocks the refund or the RTO.
 * Answers the outcome of the move's document (of the last one, when a refund's credit spans
 * several invoices), null when the move calls for none.
 *
 * @example
 * await issueMoveDocuments(repos, { ids, at, order, before, after: life, move: input.move });
 */
export async function issueMoveDocuments(
  repos: Repositories<ShopCatalogue>,
  context: MoveDocumentsContext,
): Promise<IssueOutcome | null> {
  const { move, order, after } = context;
  if (!['DISPATCH', 'RECEIVE_RTO', 'SETTLE_REFUND'].includes(move.type)) return null;
  if (!(await repos.catalogue.store()).taxRegistration) return null;
  const deps = { ids: context.ids, clock: { now: () => context.at } };
  if (move.type === 'DISPATCH') {
    const shipment = after.shipments.find(
      (s) =>
        s.state === 'DISPATCHED' &&
        s.dispatchedAt === context.at &&
        !context.before.shipments.some((b) => b.id === s.id && b.state === 'DISPATCHED'),
    );
    if (!shipment) throw new Error(`Order ${order.code} was dispatched without a shipment`);
    const invoices = (await repos.taxDocuments.byOrder(order.id)).filter(
      (d) => d.kind === 'INVOICE',
    );
    const outcome = await issueInvoice(repos, deps, {
      orderId: order.id,
      shipmentId: shipment.id,
      units: shipment.units,
      includeCharges: invoices.length === 0,
    });
    if (outcome.status === 'refused') {
      throw new MoveRefused(
        'MOVE_REFUSED',
        `Order ${order.code} cannot be dispatched without its tax invoice: ${outcome.message}`,
      );
    }
    return outcome;
  }
  if (move.type === 'RECEIVE_RTO') {
    return issueCreditNote(repos, deps, {
      orderId: order.id,
      subject: `RTO-${move.shipmentId}`,
      invoiceSubject: move.shipmentId,
      credit: { kind: 'invoice' },
      reason: `Return to origin of ${move.shipmentId}`,
    });
  }
  if (move.type !== 'SETTLE_REFUND' || move.outcome !== 'processed') return null;
  const outcomes: IssueOutcome[] = [];
  for (const refund of refundsPaidBy(after, move.refundId)) {
    if (!creditsInvoicedGoods(after, refund)) continue;
    const paidAs = refund.id === move.refundId ? null : move.refundId;
    outcomes.push(
      ...(await issueRefundCreditNotes(repos, deps, {
        orderId: order.id,
        life: after,
        refund,
        paidAs,
      })),
    );
  }
  return outcomes.at(-1) ?? null;
}
