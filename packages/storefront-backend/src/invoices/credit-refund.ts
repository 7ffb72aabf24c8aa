import { allocatePaise, asPaise } from '@haat/commerce-core';
import type { ShopCatalogue } from '../deps.js';
import type { OrderLife, RefundDue } from '../fulfilment/life.js';
import type { Clock } from '../ports/clock.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories } from '../ports/storage.js';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import { issueCreditNote, leftToCredit } from './credit-note.js';
import type { IssueOutcome } from './issue-invoice.js';
import { returnShipments } from './return-shipments.js';

/** One credit note of a refund: the invoice (its shipment), how much, on which order lines. */
interface CreditPart {
  readonly invoiceSubject: string;
  readonly amount: number;
  readonly onLines?: readonly number[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A return's refund over the invoices of the shipments its units came from
 * (`returnShipments`), by the value those units have on each invoice, on their goods lines.
 */
function returnParts(
  life: OrderLife,
  invoices: readonly TaxDocumentRecord[],
  refund: RefundDue & { readonly returnId: string },
): CreditPart[] {
  const planned = returnShipments(life, refund.returnId).flatMap((part) => {
    const invoice = invoices.find((d) => d.subject === part.shipmentId);
    if (!invoice) return [];
    const weight = sum(
      part.units.map((unit) => {
        const billed = invoice.lines.find((l) => l.kind === 'GOODS' && l.line === unit.line);
        return billed && billed.quantity > 0
          ? Math.round((billed.value * unit.quantity) / billed.quantity)
          : 0;
      }),
    );
    return weight > 0
      ? [{ invoiceSubject: part.shipmentId, weight, onLines: part.units.map((u) => u.line) }]
      : [];
  });
  const amounts = allocatePaise(
    asPaise(planned.length === 0 ? 0 : refund.amount),
    planned.map((p) => p.weight),
  );
  return planned.map(({ invoiceSubject, onLines }, index) => ({
    invoiceSubject,
    onLines,
    amount: amounts[index] ?? 0,
  }));
}

/** A goodwill refund over the order's invoices in the order they were issued, by what is left. */
function goodwillParts(
  documents: readonly TaxDocumentRecord[],
  invoices: readonly TaxDocumentRecord[],
  amount: number,
): CreditPart[] {
  let rest = amount;
  return invoices.flatMap((invoice) => {
    const taken = Math.min(rest, sum(leftToCredit(documents, invoice)));
    rest -= taken;
    return taken > 0 ? [{ invoiceSubject: invoice.subject, amount: taken }] : [];
  });
}

/**
 * Issues the credit notes of a refund whose money reached the shopper (`refundsPaidBy`): a
 * return's refund against the invoices of the shipments its returned units came from (split
 * over them by the units' value when the return spans shipments; only the returned goods' lines),
 * a goodwill refund against the order's invoices in the order they were issued, each at most
 * what is left to credit. One invoice: subject the refund's id (`F1`); several: one credit note
 * per invoice, subject `F1-S2`. Reason `Refund F1`, with `, paid as F3` when a reissue paid it.
 * Storage's unique subject makes a second call answer the first notes, never new ones.
 *
 * @example
 * await issueRefundCreditNotes(repos, deps, { orderId, life, refund, paidAs: 'F3' });
 */
export async function issueRefundCreditNotes(
  repos: Repositories<ShopCatalogue>,
  deps: { readonly clock: Clock; readonly ids: IdSource },
  request: {
    readonly orderId: string;
    readonly life: OrderLife;
    readonly refund: RefundDue;
    readonly paidAs: string | null;
  },
): Promise<IssueOutcome[]> {
  const { refund, paidAs } = request;
  const documents = await repos.taxDocuments.byOrder(request.orderId);
  const invoices = documents.filter((d) => d.kind === 'INVOICE');
  if (invoices.length === 0) return [{ status: 'no-invoice' }];
  const returnId = refund.returnId;
  const parts =
    returnId === null
      ? goodwillParts(documents, invoices, refund.amount)
      : returnParts(request.life, invoices, { ...refund, returnId });
  const reason = `Refund ${refund.id}${paidAs === null ? '' : `, paid as ${paidAs}`}`;
  const outcomes: IssueOutcome[] = [];
  for (const part of parts) {
    if (part.amount <= 0) continue;
    outcomes.push(
      await issueCreditNote(repos, deps, {
        orderId: request.orderId,
        subject: parts.length === 1 ? refund.id : `${refund.id}-${part.invoiceSubject}`,
        invoiceSubject: part.invoiceSubject,
        credit: { kind: 'at-most', amount: asPaise(part.amount) },
        reason,
        onLines: part.onLines,
      }),
    );
  }
  return outcomes;
}
