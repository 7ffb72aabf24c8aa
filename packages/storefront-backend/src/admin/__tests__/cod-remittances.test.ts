import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { addStaffByPhone } from '../../staff/manage-staff.js';
import { graphqlBackend } from '../../testing/graphql-backend.js';

const DAY = 86_400_000;

const IMPORT = `mutation Import($input: CsvImportInput!) {
  importCodRemittancesCsv(input: $input) { applied changed unchanged refused rows { row outcome message } }
}`;
const REPORT = `query Report($overdueDays: Int) {
  codRemittanceReport(overdueDays: $overdueDays) {
    overdueDays
    short { count expected remitted rows { awb orderCode expected remitted difference references } }
    excess { count expected remitted rows { awb orderCode expected remitted difference } }
    overdue { count expected remitted rows { awb orderCode expected remitted deliveredAt } }
  }
}`;
const TODAY = `{ adminDashboard { codRemittanceExceptions { short excess overdue } } }`;
const AUDIT = `{ adminAuditLog(filter: { action: "importCodRemittancesCsv" }) { items { action targetId after } } }`;

interface Report {
  applied: boolean;
  changed: number;
  unchanged: number;
  refused: number;
  rows: { row: number; outcome: string; message: string }[];
}

/**
 * A shop whose courier delivered four COD parcels: HAAT-1 (₹598), HAAT-2 (₹300) and HAAT-3 (₹120)
 * twelve days ago, HAAT-4 (₹450) two days ago; HAAT-5 (prepaid) was shipped too; HAAT-6 (₹200)
 * was self-shipped (an AWB typed by staff, no booking) and marked delivered twelve days ago.
 */
async function shop() {
  const test = graphqlBackend();
  const { repos } = test.storage;
  const now = test.clock.now();
  const shipments: [string, number, number | null][] = [
    ['AWB1', 59800, now - 12 * DAY],
    ['AWB2', 30000, now - 12 * DAY],
    ['AWB3', 12000, now - 12 * DAY],
    ['AWB4', 45000, now - 2 * DAY],
    ['AWB5', 0, null],
  ];
  for (const [index, [awb, cod, deliveredAt]] of shipments.entries()) {
    const orderId = `order-${index + 1}`;
    const code = `HAAT-${index + 1}`;
    await repos.courierBookings.claim({
      orderId,
      shipmentId: 'S1',
      channelOrderId: `${code}-S1`,
      codAmount: asPaise(cod),
      claimToken: 't',
      now,
      leaseMs: 60_000,
    });
    await repos.courierBookings.advance(orderId, 'S1', 't', { state: 'AWB_ASSIGNED', awb }, now);
    if (deliveredAt !== null && cod > 0) {
      await repos.codRemittances.expect({
        awb,
        orderId,
        orderCode: code,
        shipmentId: 'S1',
        amount: asPaise(cod),
        deliveredAt,
      });
    }
  }
  await repos.codRemittances.expect({
    awb: 'AWB6',
    orderId: 'order-6',
    orderCode: 'HAAT-6',
    shipmentId: 'S1',
    amount: asPaise(20000),
    deliveredAt: now - 12 * DAY,
  });
  const staff = async (phone: string, role: 'owner' | 'manager' | 'support' | 'packer') => {
    const { token } = await test.signedInUser(phone);
    const added = await addStaffByPhone(test.deps, { kind: 'system', id: 'test' }, { phone, role });
    if (!added.ok) throw new Error(added.message);
    return token;
  };
  const admin = async <T>(token: string | null, query: string, variables = {}) => {
    const answer = await test.backend.admin({
      body: JSON.stringify({ query, variables }),
      headers: new Headers({
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      }),
      requestId: test.deps.ids.uuid(),
    });
    return {
      status: answer.status,
      ...(answer.body as {
        data: T | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      }),
    };
  };
  const importCsv = async (token: string, content: string, dryRun: boolean) =>
    admin<{ importCodRemittancesCsv: Report }>(token, IMPORT, {
      input: { content, dryRun, idempotencyKey: crypto.randomUUID() },
    });
  return { test, staff, admin, importCsv };
}

/** Shiprocket's export: more columns than we read, the header in its own words. */
const STATEMENT = [
  'CRF ID,UTR,Order ID,AWB Code,Courier,COD Amount,Remitted Amount,Remittance Date',
  'CRF-881,UTR991,HAAT-1-S1,AWB1,Delhivery,598.00,598.00,15-07-2026',
  'CRF-881,UTR991,HAAT-2,AWB2,Delhivery,300.00,250.00,15-07-2026',
  'CRF-881,UTR991,HAAT-6-S1,AWB6,Delhivery,200.00,200.00,15-07-2026',
  '',
].join('\r\n');

describe('importCodRemittancesCsv and codRemittanceReport', () => {
  it('reconciles a statement with one short and one missing payment to exactly those two exceptions', async () => {
    const { test, staff, admin, importCsv } = await shop();
    const delivered = new Date(test.clock.now() - 12 * DAY).toISOString();
    const manager = await staff('+919800000041', 'manager');
    const preview = await importCsv(manager, STATEMENT, true);
    expect(preview.data?.importCodRemittancesCsv).toEqual({
      applied: false,
      changed: 3,
      unchanged: 0,
      refused: 0,
      rows: [
        {
          row: 2,
          outcome: 'CHANGED',
          message: 'HAAT-1: ₹598 remitted under CRF-881; COD to collect ₹598.',
        },
        {
          row: 3,
          outcome: 'CHANGED',
          message: 'HAAT-2: ₹250 remitted under CRF-881; COD to collect ₹300.',
        },
        {
          row: 4,
          outcome: 'CHANGED',
          message: 'HAAT-6: ₹200 remitted under CRF-881; COD to collect ₹200.',
        },
      ],
    });
    // The preview wrote nothing: AWB1, AWB2, AWB3 and AWB6 are all still overdue.
    const before = await admin<{ codRemittanceReport: { overdue: { count: number } } }>(
      manager,
      REPORT,
    );
    expect(before.data?.codRemittanceReport.overdue.count).toBe(4);

    expect(
      (await importCsv(manager, STATEMENT, false)).data?.importCodRemittancesCsv,
    ).toMatchObject({ applied: true, changed: 3, refused: 0 });
    const report = await admin<{ codRemittanceReport: unknown }>(manager, REPORT);
    expect(report.data?.codRemittanceReport).toEqual({
      overdueDays: 10,
      short: {
        count: 1,
        expected: 300,
        remitted: 250,
        rows: [
          {
            awb: 'AWB2',
            orderCode: 'HAAT-2',
            expected: 300,
            remitted: 250,
            difference: -50,
            references: ['CRF-881'],
          },
        ],
      },
      excess: { count: 0, expected: 0, remitted: 0, rows: [] },
      overdue: {
        count: 1,
        expected: 120,
        remitted: 0,
        rows: [
          {
            awb: 'AWB3',
            orderCode: 'HAAT-3',
            expected: 120,
            remitted: 0,
            deliveredAt: delivered,
          },
        ],
      },
    });
    expect((await admin(manager, TODAY)).data).toEqual({
      adminDashboard: { codRemittanceExceptions: { short: 1, excess: 0, overdue: 1 } },
    });
    // HAAT-4, delivered two days ago, is overdue only when asked for a shorter wait.
    const strict = await admin<{ codRemittanceReport: { overdue: { rows: { awb: string }[] } } }>(
      manager,
      REPORT,
      { overdueDays: 1 },
    );
    expect(strict.data?.codRemittanceReport.overdue.rows.map((r) => r.awb)).toEqual([
      'AWB3',
      'AWB4',
    ]);
  });

  it('counts a statement imported twice once, and audits each apply', async () => {
    const { staff, admin, importCsv } = await shop();
    const owner = await staff('+919800000042', 'owner');
    await importCsv(owner, STATEMENT, false);
    const again = await importCsv(owner, STATEMENT, false);
    expect(again.data?.importCodRemittancesCsv).toMatchObject({
      applied: true,
      changed: 0,
      unchanged: 3,
      rows: [
        { row: 2, outcome: 'UNCHANGED', message: 'HAAT-1: CRF-881 already imported.' },
        { row: 3, outcome: 'UNCHANGED', message: 'HAAT-2: CRF-881 already imported.' },
        { row: 4, outcome: 'UNCHANGED', message: 'HAAT-6: CRF-881 already imported.' },
      ],
    });
    const short = await admin<{ codRemittanceReport: { short: { remitted: number } } }>(
      owner,
      REPORT,
    );
    expect(short.data?.codRemittanceReport.short.remitted).toBe(250);
    const audit = await admin<{ adminAuditLog: { items: { after: string }[] } }>(owner, AUDIT);
    const entries = audit.data?.adminAuditLog.items ?? [];
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[1]?.after ?? '{}')).toMatchObject({
      changed: 3,
      lines: [
        { awb: 'AWB1', amount: 598, reference: 'CRF-881', remittedOn: '2026-07-15' },
        { awb: 'AWB2', amount: 250, reference: 'CRF-881', remittedOn: '2026-07-15' },
        { awb: 'AWB6', amount: 200, reference: 'CRF-881', remittedOn: '2026-07-15' },
      ],
    });
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ changed: 0, lines: [] });
  });

  it('refuses rows naming their row and column, writing nothing when any is refused', async () => {
    const { staff, admin, importCsv } = await shop();
    const owner = await staff('+919800000043', 'owner');
    const content = [
      'AWB Code,Order ID,Remitted Amount,CRF ID,Remittance Date',
      'AWB1,,598.00,CRF-1,2026-07-15',
      'AWB9,,100.00,CRF-1,',
      'AWB2,,2.5.0,CRF-1,',
      'AWB2,,0.00,CRF-2,',
      'AWB3,,120,CRF-1,31-02-2026',
      'AWB1,,598.00,CRF-1,',
      'AWB3,HAAT-2,120,CRF-3,',
      'AWB3,,120,,',
      'AWB5,,80.00,CRF-1,',
    ].join('\n');
    const answer = await importCsv(owner, content, false);
    expect(answer.data?.importCodRemittancesCsv).toEqual({
      applied: false,
      changed: 2,
      unchanged: 0,
      refused: 7,
      rows: [
        {
          row: 2,
          outcome: 'CHANGED',
          message: 'HAAT-1: ₹598 remitted under CRF-1; COD to collect ₹598.',
        },
        { row: 3, outcome: 'REFUSED', message: "AWB AWB9 is not one of the shop's shipments." },
        {
          row: 4,
          outcome: 'REFUSED',
          message: 'Remitted Amount must be an amount in rupees, e.g. 474.05 (not "2.5.0").',
        },
        {
          row: 5,
          outcome: 'REFUSED',
          message: 'Remitted Amount must be more than 0 (not "0.00").',
        },
        {
          row: 6,
          outcome: 'REFUSED',
          message:
            'Remittance Date must be a date, e.g. 2026-07-15 or 15-07-2026 (not "31-02-2026").',
        },
        { row: 7, outcome: 'REFUSED', message: 'AWB AWB1 with CRF ID CRF-1 is also on row 2.' },
        {
          row: 8,
          outcome: 'REFUSED',
          message: 'Order ID HAAT-2 is not the order of AWB AWB3 (HAAT-3).',
        },
        { row: 9, outcome: 'REFUSED', message: 'CRF ID is empty.' },
        {
          row: 10,
          outcome: 'CHANGED',
          message: 'HAAT-5: ₹80 remitted under CRF-1; nothing to collect on this shipment.',
        },
      ],
    });
    const report = await admin<{ codRemittanceReport: { overdue: { count: number } } }>(
      owner,
      REPORT,
    );
    expect(report.data?.codRemittanceReport.overdue.count).toBe(4);
    const audit = await admin<{ adminAuditLog: { items: unknown[] } }>(owner, AUDIT);
    expect(audit.data?.adminAuditLog.items).toEqual([]);
  });

  it('refuses a file it cannot read whole, and an overdueDays out of range', async () => {
    const { staff, admin, importCsv } = await shop();
    const owner = await staff('+919800000044', 'owner');
    const missing = await importCsv(owner, 'AWB Code,Courier,Remitted Amount\nAWB1,X,598\n', true);
    expect(missing.errors?.[0]).toMatchObject({
      message:
        'The first row must name the columns awb, amount, reference, order_id and remitted_on; reference is missing.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const range = await admin(owner, REPORT, { overdueDays: 0 });
    expect(range.errors?.[0]).toMatchObject({
      message: 'overdueDays must be a whole number from 1 to 90.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('serves owners and managers only: support, packers, shoppers and anonymous callers are refused', async () => {
    const { test, staff, admin, importCsv } = await shop();
    for (const [phone, role] of [
      ['+919800000045', 'support'],
      ['+919800000046', 'packer'],
    ] as const) {
      const token = await staff(phone, role);
      expect((await importCsv(token, STATEMENT, false)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect((await admin(token, REPORT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const { token: shopper } = await test.signedInUser('+919800000047');
    expect((await admin(shopper, REPORT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await admin(null, REPORT);
    expect(anonymous.status).toBe(401);
    const owner = await staff('+919800000048', 'owner');
    const report = await admin<{ codRemittanceReport: { overdue: { count: number } } }>(
      owner,
      REPORT,
    );
    expect(report.data?.codRemittanceReport.overdue.count).toBe(4);
  });
});
