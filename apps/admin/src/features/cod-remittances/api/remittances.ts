import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CsvReportSchema, type CsvReport } from '@/lib/csv-report';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

export const ImportCodRemittancesDocument = adminGraphql(`
  mutation ImportCodRemittancesCsv($input: CsvImportInput!) {
    importCodRemittancesCsv(input: $input) { applied changed unchanged refused rows { row outcome message } }
  }
`);

export const CodRemittanceReportDocument = adminGraphql(`
  query CodRemittanceReport {
    codRemittanceReport {
      overdueDays
      short { ...CodExceptions }
      excess { ...CodExceptions }
      overdue { ...CodExceptions }
    }
  }
  fragment CodExceptions on CodRemittanceExceptionList {
    count expected remitted
    rows { awb orderCode expected remitted difference deliveredAt references lastRemittedOn }
  }
`);

const ExceptionList = z.object({
  count: z.number(),
  expected: z.number(),
  remitted: z.number(),
  rows: z.array(
    z.object({
      awb: z.string(),
      orderCode: z.nullable(z.string()),
      expected: z.number(),
      remitted: z.number(),
      difference: z.number(),
      deliveredAt: z.nullable(z.string()),
      references: z.array(z.string()),
      lastRemittedOn: z.nullable(z.string()),
    }),
  ),
});

const ReportSchema = z.object({
  overdueDays: z.number(),
  short: ExceptionList,
  excess: ExceptionList,
  overdue: ExceptionList,
});

/** The COD remittance report: short, excess and overdue AWBs with their totals. */
export type CodRemittanceReport = z.infer<typeof ReportSchema>;

/** One kind of exception of the report. */
export type CodExceptionKind = 'short' | 'excess' | 'overdue';

/** The report's query keys. */
export const remittanceKeys = { report: ['cod-remittances', 'report'] as const };

/**
 * The COD remittance report with the API's default wait before cash is overdue.
 *
 * @example
 * useQuery(codRemittanceReportQuery());
 */
export function codRemittanceReportQuery() {
  return queryOptions({
    queryKey: remittanceKeys.report,
    queryFn: async () =>
      ReportSchema.parse((await adminRequest(CodRemittanceReportDocument, {})).codRemittanceReport),
  });
}

/**
 * Sends a remittance statement to preview (`dryRun`: nothing is written) or apply.
 *
 * @example
 * const preview = await importCodRemittances(text, true, key);
 */
export async function importCodRemittances(
  content: string,
  dryRun: boolean,
  idempotencyKey: string,
): Promise<CsvReport> {
  const input = { content, dryRun, idempotencyKey };
  return CsvReportSchema.parse(
    (await adminRequest(ImportCodRemittancesDocument, { input })).importCodRemittancesCsv,
  );
}
