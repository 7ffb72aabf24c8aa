import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { initialStock } from '@haat/storefront-backend';
import { describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../test/support/pglite.js';
import { parseCatalogueFile } from '../catalogue-file.js';
import { openDatabase } from '../database.js';
import { createSqlStorage } from '../sql/create-sql-storage.js';
import { replaceCatalogue } from '../sql/replace-catalogue.js';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const seed = { storeId: STORE_ID, ...sampleShop };
const [first, second, ...rest] = sampleShop.products;

/** The sample shop with its first product retitled and restocked to 7, and its second gone. */
const edited = () => ({
  ...sampleShop,
  products: [
    {
      ...first!,
      title: 'Renamed by the operator',
      inventory: 7,
      isInventoryEnabled: true,
      variants: [],
    },
    ...rest,
  ],
});

describe('parseCatalogueFile', () => {
  it('reads the sample shop as JSON, its store id from store.id', () => {
    const parsed = parseCatalogueFile(JSON.stringify(sampleShop));
    expect(parsed.storeId).toBe(STORE_ID);
    expect(parsed.products).toHaveLength(sampleShop.products.length);
  });

  it('names what is wrong before anything is written', () => {
    expect(() => parseCatalogueFile('{ not json')).toThrow(/^The catalogue file is not JSON/);
    const { coupons: _coupons, ...withoutCoupons } = sampleShop;
    expect(() => parseCatalogueFile(JSON.stringify(withoutCoupons))).toThrow(
      /does not fit the catalogue format:\n {2}coupons: /,
    );
    const twice = { ...sampleShop, products: [first, { ...second!, slug: first!.slug }] };
    expect(() => parseCatalogueFile(JSON.stringify(twice))).toThrow(
      `The catalogue file repeats product slug ${first!.slug}`,
    );
  });

  it('refuses coupon counts below 1 and loyalty rules that do not state enabled', () => {
    const [coupon] = sampleShop.coupons;
    const [rule] = sampleShop.loyaltyRuleEngines;
    const { enabled: _enabled, ...unstated } = rule!;
    const broken = {
      ...sampleShop,
      coupons: [{ ...coupon!, buyXQuantity: 0, getYQuantity: -1 }],
      loyaltyRuleEngines: [unstated],
    };
    expect(() => parseCatalogueFile(JSON.stringify(broken))).toThrow(
      'The catalogue file has records to fix:\n' +
        `  coupons[0] (${coupon!.code}): buyXQuantity must be a whole number of at least 1, or left out to mean 1 (it is 0)\n` +
        `  coupons[0] (${coupon!.code}): getYQuantity must be a whole number of at least 1, or left out to mean 1 (it is -1)\n` +
        `  loyaltyRuleEngines[0] (${rule!.id}): enabled must be true or false (a rule that does not say is off)`,
    );
  });
});

describe('replaceCatalogue', () => {
  it('serves the new catalogue; units already taken by orders stay taken', async () => {
    const database = await freshPgliteDatabase();
    try {
      const before = await createSqlStorage(database, { seed });
      expect(await before.repos.stock.reserve([{ key: first!.id, quantity: 2 }])).toEqual({
        ok: true,
      });

      const replaced = await replaceCatalogue(database, { storeId: STORE_ID, ...edited() });
      expect(replaced.products).toBe(sampleShop.products.length - 1);

      const after = await createSqlStorage(database, { seed });
      expect((await after.repos.catalogue.productById(first!.id))?.title).toBe(
        'Renamed by the operator',
      );
      expect(await after.repos.catalogue.productBySlug(second!.slug)).toBeNull();
      // What the file says can still be sold (less BLOCK_INVENTORY, as at seeding) is available;
      // the 2 units reserved before the load stay reserved on top of it.
      const expected = initialStock(edited()).find((row) => row.key === first!.id);
      expect(expected?.onHand).toBeGreaterThan(0);
      expect(await after.repos.stock.available([first!.id])).toMatchObject([
        { key: first!.id, available: expected?.onHand },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('pnpm catalogue:load', () => {
  it('loads a JSON file into the database the settings name', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'haat-load-'));
    try {
      const file = join(dataDir, 'catalogue.json');
      await writeFile(file, JSON.stringify(edited()));
      const exit = await new Promise<{ code: number | null; out: string }>((resolve) => {
        let out = '';
        const child = spawn(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', 'src/load-catalogue.ts', file],
          {
            cwd: SERVER_DIR,
            env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
          },
        );
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code) => resolve({ code, out }));
      });
      expect(exit.out).toContain(`Loaded ${file}: ${sampleShop.products.length - 1} products`);
      expect(exit.code).toBe(0);
      const database = await openDatabase({ dataDir, databaseUrl: null }, () => undefined);
      try {
        const storage = await createSqlStorage(database, { seed });
        expect((await storage.repos.catalogue.productById(first!.id))?.title).toBe(
          'Renamed by the operator',
        );
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
