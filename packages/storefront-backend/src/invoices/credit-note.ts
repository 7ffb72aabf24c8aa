import {
  allocatePaise,
  asPaise,
  financialYear,
  fromPaise,
  messageAmount,
  splitTaxInclusive,
  type GstRate,
  type Paise,
} from '@haat/commerce-core';
import type { Clock } from '../ports/clock.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories } from '../ports/storage.js';
import type { TaxDocumentLine, TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import type { ShopCatalogue } from '../deps.js';
import type { IssueOutcome } from './issue-invoice.js';

/**
 * The series credit notes are numbered in, apart from invoices.
 *
 * @example
 * documentNumber(CREDIT_NOTE_SERIES, financialYear(now), 1); // 'CN2627-00001'
 */
export const CREDIT_NOTE_SERIES = 'CN';

/**
 * What a credit note credits: the whole invoice (what is left of it: a parcel returned to
 * origin), or an amount (a refund), spread over the invoice's lines by what is left of each;
 * `at-most` credits the amount or what is left, whichever is less (a refund settled by the
 * order's life, which must not fail for want of invoice left to credit).
 *
 * @example
 * const credit: Credit = { kind: 'amount', amount: asPaise(42751) };
 */
export type Credit =
  { readonly kind: 'invoice' } | { readonly kind: 'amount' | 'at-most'; readonly amount: Paise };

const lineKey = (line: TaxDocumentLine) =>
  `${line.kind}|${line.line ?? ''}|${line.description}|${line.hsn}|${line.rate}`;
const rupees = (paise: number) => `₹${messageAmount(fromPaise(paise))}`;

/**
 * Issues a credit note against an order's invoice: for a refund (`subject` the refund's id,
 * `F1`) or a return to origin (`RTO-S1`), every credit note in series `CN`, naming the invoice
 * and the reason. The invoice is the one of shipment `invoiceSubject`, else the order's first.
 * Each line credits part of what is left of an invoice line (after earlier credit notes), split
 * at that line's rate the same way the invoice was (commerce-core `splitTaxInclusive`). An
 * order never invoiced answers `no-invoice` (nothing left the shop, so there is nothing to
 * credit); an amount beyond what is left is refused. Asked twice for one subject, it answers
 * the first credit note (a unique subject in storage). With `onLines` (a return's order lines),
 * only the goods lines billing those order lines are credited. Not atomic across subjects: it reads what
 * is left to credit, then issues; two credit notes of one order at once could credit more than
 * the invoice, so the caller issues one order's documents one at a time (nothing here locks the
 * order).
 *
 * @example
 * await issueCreditNote(repos, deps, { orderId, subject: 'F1', credit: { kind: 'amount', amount }, reason: 'Refund F1' });
 */
export async function issueCreditNote(
  repos: Repositories<ShopCatalogue>,
  deps: { readonly clock: Clock; readonly ids: IdSource },
  request: {
    readonly orderId: string;
    readonly subject: string;
    readonly invoiceSubject?: string | undefined;
    readonly credit: Credit;
    readonly reason: string;
    /** Credit only the goods lines billing these order lines (a return's units); absent, every line. */
    readonly onLines?: readonly number[] | undefined;
  },
): Promise<IssueOutcome> {
  const documents = await repos.taxDocuments.byOrder(request.orderId);
  const existing = documents.find((d) => d.kind === 'CREDIT_NOTE' && d.subject === request.subject);
  if (existing) return { status: 'exists', document: existing };
  const invoices = documents.filter((d) => d.kind === 'INVOICE');
  const invoice =
    request.invoiceSubject === undefined
      ? invoices[0]
      : invoices.find((d) => d.subject === request.invoiceSubject);
  if (!invoice) return { status: 'no-invoice' };
  const { onLines } = request;
  const left = leftToCredit(documents, invoice).map((value, index) => {
    const line = invoice.lines[index];
    const wanted =
      onLines === undefined || (line?.kind === 'GOODS' && onLines.includes(line.line ?? -1));
    return wanted ? value : 0;
  });
  const leftTotal = left.reduce((a, b) => a + b, 0);
  const amount =
    request.credit.kind === 'invoice'
      ? leftTotal
      : request.credit.kind === 'at-most'
        ? Math.min(leftTotal, request.credit.amount)
        : request.credit.amount;
  if (amount <= 0 || amount > leftTotal) {
    return {
      status: 'refused',
      message:
        leftTotal === 0
          ? `Invoice ${invoice.number} is already fully credited.`
          : `A credit of ${rupees(amount)} is more than the ${rupees(leftTotal)} left to credit on invoice ${invoice.number}.`,
    };
  }
  const shares = allocatePaise(asPaise(amount), left);
  const lines = invoice.lines.flatMap((line, index): TaxDocumentLine[] => {
    const value = shares[index] ?? asPaise(0);
    if (value === 0) return [];
    const whole = value === line.value;
    return [
      {
        ...line,
        quantity: whole ? line.quantity : 0,
        value,
        ...splitTaxInclusive(value, line.rate as GstRate, invoice.supply),
      },
    ];
  });
  const sum = (pick: (line: TaxDocumentLine) => number) =>
    asPaise(lines.reduce((total, line) => total + pick(line), 0));
  const now = deps.clock.now();
  const draft = {
    ...stripNumber(invoice),
    id: deps.ids.uuid(),
    kind: 'CREDIT_NOTE' as const,
    subject: request.subject,
    invoiceNumber: invoice.number,
    issuedAt: now,
    lines,
    totals: {
      value: sum((l) => l.value),
      taxable: sum((l) => l.taxable),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
    },
    reason: request.reason,
  };
  return repos.taxDocuments.issue(draft, CREDIT_NOTE_SERIES, financialYear(now));
}

/**
 * What is left to credit on each line of `invoice` (its value less what the order's credit notes
 * against it already credited on that line), in the invoice's line order, in paise.
 *
 * @example
 * leftToCredit(await repos.taxDocuments.byOrder(orderId), invoice); // [91462, 18238, 4900, 4900]
 */
export function leftToCredit(
  documents: readonly TaxDocumentRecord[],
  invoice: TaxDocumentRecord,
): number[] {
  const credited = new Map<string, number>();
  for (const note of documents) {
    if (note.kind !== 'CREDIT_NOTE' || note.invoiceNumber !== invoice.number) continue;
    for (const line of note.lines)
      credited.set(lineKey(line), (credited.get(lineKey(line)) ?? 0) + line.value);
  }
  return invoice.lines.map((line) => Math.max(0, line.value - (credited.get(lineKey(line)) ?? 0)));
}

/** A document's content without its number (what a new document starts from). */
function stripNumber(document: TaxDocumentRecord) {
  const {
    series: _series,
    financialYear: _year,
    sequence: _sequence,
    number: _number,
    ...content
  } = document;
  return content;
}
