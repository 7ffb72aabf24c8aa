import type { AdminQueryResolvers, CsvFile } from '@haat/storefront-api/admin-resolvers';
import { spreadsheetSafe } from '../csv/spreadsheet-safe.js';
import { writeCsv } from '../csv/write-csv.js';
import { b2csCells, gstr1B2cs } from '../invoices/gstr1-b2cs.js';
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
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    from: Date.UTC(year, index, 1) - IST_OFFSET_MS,
    to: Date.UTC(year, index + 1, 1) - IST_OFFSET_MS,
  };
}

/**
 * `exportGstr1B2csCsv(month)`: the GSTR-1 B2CS summary (`gstr1B2cs`) of the tax invoices and
 * credit notes issued in a calendar month (Asia/Kolkata), as a CSV file with the `b2cs` sheet's
 * columns (`b2csCells`), UTF-8 with a byte order mark. A month not written `YYYY-MM` is refused
 * with a message naming the format; so is a month with more documents than storage lists at
 * once (10,000), rather than a summary that silently leaves some out. The file holds no
 * shopper's personal data, so it is not written to the audit log. Permission (ORDERS_EXPORT) is
 * checked by the edge.
 *
 * @example
 * await resolvers.exportGstr1B2csCsv({}, { month: '2026-01' }, context); // { filename: 'gstr1-b2cs-2026-01.csv', … }
 */
export const gstr1CsvQueries = {
  exportGstr1B2csCsv: async (_parent, { month }, context): Promise<CsvFile> => {
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
        `${month.trim()} has ${MOST_READ} or more tax documents, more than this summary reads at once.`,
      );
    }
    const cells = b2csCells(gstr1B2cs(documents)).map((row) => row.map(spreadsheetSafe));
    return {
      filename: `gstr1-b2cs-${month.trim()}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: `\uFEFF${writeCsv(cells)}`,
      rows: cells.length - 1,
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'exportGstr1B2csCsv'>;
