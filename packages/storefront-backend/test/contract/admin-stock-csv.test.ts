import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { address, NO_VARIANTS, orderInput, SERUM } from './fixtures.js';
import { AUDIT_OF, postAdmin, staffTokenOf, type AuditItem } from './admin-client.js';
import { STORE_ID, useContractTarget } from './harness.js';

const { gql, tokenFor, proven, clock } = useContractTarget();

const MANAGER = '+919800000031';
const PACKER = '+919800000032';
const SHOPPER = '9800000033';

const IMPORT = `mutation ImportStockCsv($input: CsvImportInput!) {
  importStockCsv(input: $input) { applied changed unchanged refused rows { row outcome message } }
}`;
const LEVELS = `query StockLevels($filter: StockLevelFilter) {
  stockLevels(filter: $filter, first: 200) { items { key tracked onHand reserved } }
}`;
const LEDGER = `query StockLedger($key: ID!) {
  stockLedger(key: $key) { items { delta onHandAfter reason note } total }
}`;

interface Report {
  applied: boolean;
  changed: number;
  unchanged: number;
  refused: number;
  rows: { row: number; outcome: string; message: string }[];
}
interface Level {
  key: string;
  tracked: boolean;
  onHand: number;
  reserved: number;
}

const SERUM_30 = `${SERUM.id}:${SERUM.single30}`;

async function importCsv(
  token: string | null,
  content: string,
  more: Record<string, unknown> = {},
) {
  const answer = await postAdmin<{ importStockCsv: Report }>(token, IMPORT, {
    input: { content, idempotencyKey: crypto.randomUUID(), ...more },
  });
  clock.advance(1000);
  return answer;
}

async function levels(token: string, search: string): Promise<Level[]> {
  const answer = await postAdmin<{ stockLevels: { items: Level[] } }>(token, LEVELS, {
    filter: { search },
  });
  return answer.data?.stockLevels.items ?? [];
}

const onHandOf = async (token: string, key: string) =>
  (await levels(token, key)).find((level) => level.key === key)?.onHand ?? Number.NaN;

const ledgerOf = async (token: string, key: string) =>
  (await postAdmin<{ stockLedger: { items: unknown[]; total: number } }>(token, LEDGER, { key }))
    .data?.stockLedger;

/** The serum's units on sale, as the storefront's CheckInventory answers. */
async function onSale(): Promise<number> {
  const answer = await gql<{ checkInventory: { items: { inventory: number }[] } }>(
    documents.CheckInventory,
    { input: { storeId: STORE_ID, items: [{ recordKey: 'a', productId: NO_VARIANTS }] } },
  );
  return answer.data?.checkInventory.items[0]?.inventory ?? Number.NaN;
}

describe('admin API: importStockCsv', () => {
  it('previews a count without writing, then applies it whole with ledger entries and one audit entry', async () => {
    const manager = await staffTokenOf(tokenFor, MANAGER, 'manager');
    const serum = await onHandOf(manager, NO_VARIANTS);
    const thirty = await onHandOf(manager, SERUM_30);
    const content = `\uFEFFkey,on_hand,note\r\n${NO_VARIANTS},${serum + 7},shelf count\r\n${SERUM_30},${thirty},\r\n`;
    const preview = await importCsv(manager, content);
    expect(preview.errors ?? []).toEqual([]);
    const expected = {
      changed: 1,
      unchanged: 1,
      refused: 0,
      rows: [
        { row: 2, outcome: 'CHANGED', message: `on_hand: ${serum} → ${serum + 7}` },
        { row: 3, outcome: 'UNCHANGED', message: `on_hand: ${thirty} (unchanged)` },
      ],
    };
    expect(preview.data?.importStockCsv).toEqual({ applied: false, ...expected });
    expect(await onHandOf(manager, NO_VARIANTS)).toBe(serum);
    expect((await ledgerOf(manager, NO_VARIANTS))?.total).toBe(0);

    const idempotencyKey = crypto.randomUUID();
    const applied = await importCsv(manager, content, { dryRun: false, idempotencyKey });
    expect(applied.data?.importStockCsv).toEqual({ applied: true, ...expected });
    expect(await onHandOf(manager, NO_VARIANTS)).toBe(serum + 7);
    expect(await onSale()).toBe(serum + 7);
    expect((await ledgerOf(manager, NO_VARIANTS))?.items).toEqual([
      { delta: 7, onHandAfter: serum + 7, reason: 'CORRECTION', note: 'shelf count' },
    ]);
    expect((await ledgerOf(manager, SERUM_30))?.total).toBe(0);

    // The same action again answers the first report and writes nothing more.
    const repeated = await importCsv(manager, content, { dryRun: false, idempotencyKey });
    expect(repeated.data?.importStockCsv).toEqual(applied.data?.importStockCsv);
    expect((await ledgerOf(manager, NO_VARIANTS))?.total).toBe(1);

    const log = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(manager, AUDIT_OF, {
      filter: { action: 'importStockCsv' },
    });
    expect(log.data?.adminAuditLog.items).toHaveLength(1);
    const [entry] = log.data?.adminAuditLog.items ?? [];
    expect(entry).toMatchObject({ actor: { kind: 'STAFF' }, targetType: 'stock' });
    expect(JSON.parse(entry?.before ?? 'null')).toEqual({ onHand: { [NO_VARIANTS]: serum } });
    expect(JSON.parse(entry?.after ?? 'null')).toMatchObject({
      onHand: { [NO_VARIANTS]: serum + 7 },
      changed: 1,
      unchanged: 1,
    });
  });

  it('names each refused row and its problem, and writes nothing from a file with one', async () => {
    const manager = await staffTokenOf(tokenFor, MANAGER, 'manager');
    const order = await gql<{ createOrder: { id: string } }>(documents.CreateOrder, {
      input: await proven(
        orderInput({
          products: [{ productId: NO_VARIANTS, quantity: 2 }],
          shippingAddress: address({ phone: SHOPPER }),
        }),
      ),
    });
    expect(order.errors ?? []).toEqual([]);
    const untracked = (await levels(manager, 'tinted')).find((level) => !level.tracked);
    if (!untracked) throw new Error('The sample shop has an untracked tinted sunscreen');
    const thirty = await onHandOf(manager, SERUM_30);
    const serum = await onHandOf(manager, NO_VARIANTS);
    const content = [
      'KEY , On_Hand',
      `${SERUM_30},${thirty + 1}`,
      'SKU-1,4',
      `${untracked.key},3`,
      `${NO_VARIANTS},1`,
      `${SERUM_30},2`,
      `${NO_VARIANTS.slice(0, 5)},2.5`,
      ',3',
      'x,1,extra',
    ].join('\n');
    for (const dryRun of [true, false]) {
      const answer = await importCsv(manager, content, { dryRun });
      expect(answer.data?.importStockCsv).toEqual({
        applied: false,
        changed: 1,
        unchanged: 0,
        refused: 7,
        rows: [
          { row: 2, outcome: 'CHANGED', message: `on_hand: ${thirty} → ${thirty + 1}` },
          { row: 3, outcome: 'REFUSED', message: 'No stock key SKU-1.' },
          {
            row: 4,
            outcome: 'REFUSED',
            message: `Stock key ${untracked.key} is not tracked: its product sells without counting units.`,
          },
          {
            row: 5,
            outcome: 'REFUSED',
            message: `Cannot take ${serum - 1} of ${NO_VARIANTS}: ${serum} on hand, 2 held by orders, so at most ${serum - 2} can be taken.`,
          },
          { row: 6, outcome: 'REFUSED', message: `key ${SERUM_30} is also on row 2.` },
          {
            row: 7,
            outcome: 'REFUSED',
            message: 'on_hand must be a whole number from 0 to 1000000 (not "2.5").',
          },
          { row: 8, outcome: 'REFUSED', message: 'key is empty.' },
          { row: 9, outcome: 'REFUSED', message: 'The row has 3 cells; the header names 2.' },
        ],
      });
    }
    expect(await onHandOf(manager, SERUM_30)).toBe(thirty);
    expect((await ledgerOf(manager, SERUM_30))?.total).toBe(0);
    const log = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(manager, AUDIT_OF, {
      filter: { action: 'importStockCsv' },
    });
    expect(log.data?.adminAuditLog.items).toEqual([]);
  });

  it('refuses a file it cannot read, naming why', async () => {
    const manager = await staffTokenOf(tokenFor, MANAGER, 'manager');
    const refusals = [
      ['', 'The file is empty: its first row must name the columns key, on_hand and note.'],
      ['key,count\np1,2\n', 'Unknown column "count": the columns are key, on_hand and note.'],
      [
        'key,note\np1,x\n',
        'The first row must name the columns key, on_hand and note; on_hand is missing.',
      ],
      ['key,on_hand\n', 'The file has no rows under its header.'],
      ['key,on_hand\n"p1,2\n', 'Line 2 opens a quote that is never closed.'],
      [
        // 1.5 MB: a body well past the storefront's 100 KB reaches the import's own checks.
        `key,on_hand\n${'p1,1\n'.repeat(300_000)}`,
        'The file has 300000 rows; at most 10000 are read at once: split it.',
      ],
    ] as const;
    for (const [content, message] of refusals) {
      const answer = await importCsv(manager, content);
      expect(answer.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
    }
  });

  it('is refused to a packer, a shopper and an anonymous caller', async () => {
    const packer = await staffTokenOf(tokenFor, PACKER, 'packer');
    const content = `key,on_hand\n${NO_VARIANTS},1\n`;
    expect((await importCsv(packer, content)).errors).toMatchObject([
      {
        message: 'Your role (packer) cannot do this: it needs STOCK_ADJUST.',
        extensions: { code: 'FORBIDDEN' },
      },
    ]);
    const shopper = await importCsv(await tokenFor(SHOPPER), content);
    expect(shopper.errors).toMatchObject([
      { message: 'You are not staff of this shop.', extensions: { code: 'FORBIDDEN' } },
    ]);
    expect((await importCsv(null, content)).status).toBe(401);
  });
});
