import { documentNumber } from '@haat/commerce-core';
import type {
  TaxDocumentRecord,
  TaxDocumentsRepository,
} from '../../ports/storage/tax-documents.js';
import { assertNew } from '../checks.js';
import { copy } from '../copy.js';
import type { Run } from '../draft.js';

/** The most documents `issuedBetween` answers. */
const MAX_LISTED = 10_000;

/** Tax invoices and credit notes in the memory adapter (see `TaxDocumentsRepository`). */
export function memoryTaxDocuments(run: Run): TaxDocumentsRepository {
  const ordered = (rows: Iterable<{ seq: number; document: TaxDocumentRecord }>) =>
    [...rows].sort((a, b) => a.seq - b.seq).map((row) => row.document);
  return {
    issue: (draft, series, year) =>
      run((tables) => {
        const documents = tables.read('taxDocuments');
        for (const { document } of documents.values()) {
          if (
            document.orderId === draft.orderId &&
            document.kind === draft.kind &&
            document.subject === draft.subject
          ) {
            return { status: 'exists' as const, document: copy(document) };
          }
        }
        assertNew(documents, draft.id, 'tax document');
        const counter = JSON.stringify([series, year.label]);
        const sequence = (tables.read('taxCounters').get(counter) ?? 0) + 1;
        const document: TaxDocumentRecord = {
          ...copy(draft),
          series,
          financialYear: year.label,
          sequence,
          number: documentNumber(series, year, sequence),
        };
        tables.write('taxCounters').set(counter, sequence);
        const table = tables.write('taxDocuments');
        table.set(draft.id, { seq: table.size, document });
        return { status: 'issued' as const, document: copy(document) };
      }),
    byOrder: (orderId) =>
      run((tables) =>
        copy(ordered(tables.read('taxDocuments').values()).filter((d) => d.orderId === orderId)),
      ),
    byNumber: (number) =>
      run((tables) =>
        copy(
          [...tables.read('taxDocuments').values()].find((row) => row.document.number === number)
            ?.document ?? null,
        ),
      ),
    issuedBetween: (from, to) =>
      run((tables) =>
        copy(
          ordered(tables.read('taxDocuments').values())
            .filter((d) => d.issuedAt >= from && d.issuedAt < to)
            .slice(0, MAX_LISTED),
        ),
      ),
  };
}
