import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import { adminError, type AdminContext } from './admin-context.js';

/** The most documents storage lists for a period (`taxDocuments.issuedBetween`). */
const MOST_READ = 10_000;

/** IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The instants a calendar month `YYYY-MM` spans in Asia/Kolkata, `[from, to)`, or null when
 * `month` is not one.
 */
function monthInKolkata(month: string): { from: number; to: number } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    from: Date.UTC(year, index, 1) - IST_OFFSET_MS,
    to: Date.UTC(year, index + 1, 1) - IST_OFFSET_MS,
  };
}

/**
 * The tax invoices and credit notes issued in a calendar month (Asia/Kolkata), in the order they
 * were issued, with the month as written (trimmed). A month not written `YYYY-MM` is refused
 * with a message naming the format; so is a month with more documents than storage lists at
 * once (10,000), rather than an answer that silently leaves some out.
 *
 * @example
 * const { month, documents } = await monthDocuments(context, ' 2026-01 ');
 */
export async function monthDocuments(
  context: AdminContext,
  written: string,
): Promise<{ readonly month: string; readonly documents: readonly TaxDocumentRecord[] }> {
  const month = written.trim();
  const period = monthInKolkata(month);
  if (!period) {
    throw adminError(
      'BAD_USER_INPUT',
      'month must be a calendar month written YYYY-MM, e.g. 2026-01.',
    );
  }
  const documents = await context.deps.storage.repos.taxDocuments.issuedBetween(
    period.from,
    period.to,
  );
  if (documents.length >= MOST_READ) {
    throw adminError(
      'BAD_USER_INPUT',
      `${month} has ${MOST_READ} or more tax documents, more than this reads at once.`,
    );
  }
  return { month, documents };
}
