import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { initialStock } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../test/support/pglite.js';
import { catalogueEntries, readCatalogueFile } from '../catalogue-file.js';
import { openDatabase } from '../database.js';
import { createSqlStorage } from '../sql/create-sql-storage.js';
import { rowsOf } from '../sql/executor.js';
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

/** Facets a scope's facet rows answer (migration 0031), and one only the products do. */
const FACETS = [
  { name: 'category', type: 'TERMS', field: 'CATEGORY' },
  { name: 'inStock', type: 'TERMS', field: 'IN_STOCK' },
  { name: 'priceMin', type: 'MIN', field: 'PRICE' },
] as const;
const VENDORS = { name: 'vendor', type: 'TERMS', field: 'VENDOR' } as const;

/** Every entry a catalogue file streams, as its parts and lengths. */
async function partsOf(path: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const entry of readCatalogueFile(path)) {
    counts[entry.part] = (counts[entry.part] ?? 0) + 1;
  }
  return counts;
}

describe('readCatalogueFile', () => {
  it('streams the sample shop as JSON and as JSON Lines, entry by entry', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'haat-file-'));
    try {
      await writeFile(join(dir, 'shop.json'), JSON.stringify(sampleShop));
      const lines = [...catalogueEntries(sampleShop)].map((entry) =>
        JSON.stringify({ [entry.part]: entry.value }),
      );
      await writeFile(join(dir, 'shop.jsonl'), `${lines.join('\n')}\n`);
      const expected = {
        store: 1,
        products: sampleShop.products.length,
        reviews: sampleShop.reviews.length,
        faqs: sampleShop.faqs.length,
      };
      expect(await partsOf(join(dir, 'shop.json'))).toMatchObject(expected);
      expect(await partsOf(join(dir, 'shop.jsonl'))).toMatchObject(expected);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names what is wrong: not JSON, a missing list, a product without a slug', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'haat-file-'));
    try {
      const file = async (name: string, text: string) => {
        await writeFile(join(dir, name), text);
        return partsOf(join(dir, name));
      };
      await expect(file('bad.json', '{ not json')).rejects.toThrow(
        /^The catalogue file is not JSON/,
      );
      const { coupons: _coupons, ...withoutCoupons } = sampleShop;
      await expect(file('missing.json', JSON.stringify(withoutCoupons))).rejects.toThrow(
        /does not fit the catalogue format:\n {2}coupons: missing/,
      );
      const noSlug = { ...sampleShop, products: [first, { ...second!, slug: '' }] };
      await expect(file('slug.json', JSON.stringify(noSlug))).rejects.toThrow(
        /does not fit the catalogue format:\n {2}products\.1\.slug: /,
      );
      await expect(file('bad.jsonl', '{"store": {"id": "s"}}\n{"products": 3}\n')).rejects.toThrow(
        /line 2: expected one of store, settings/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses coupon counts below 1 and loyalty rules that do not state enabled', () => {
    const [coupon] = sampleShop.coupons;
    const [rule] = sampleShop.loyaltyRuleEngines;
    const { enabled: _enabled, ...unstated } = rule!;
    const badCoupon = {
      ...sampleShop,
      coupons: [{ ...coupon!, buyXQuantity: 0, getYQuantity: -1 }],
    };
    expect(() => [...catalogueEntries(badCoupon)]).toThrow(
      'The catalogue file has records to fix:\n' +
        `  coupons[0] (${coupon!.code}): buyXQuantity must be a whole number of at least 1, or left out to mean 1 (it is 0)\n` +
        `  coupons[0] (${coupon!.code}): getYQuantity must be a whole number of at least 1, or left out to mean 1 (it is -1)`,
    );
    expect(() => [...catalogueEntries({ ...sampleShop, loyaltyRuleEngines: [unstated] })]).toThrow(
      'The catalogue file has records to fix:\n' +
        `  loyaltyRuleEngines[0] (${rule!.id}): enabled must be true or false (a rule that does not say is off)`,
    );
  });
});

describe('replaceCatalogue', () => {
  it(
    'serves the new catalogue; units already taken by orders stay taken',
    { timeout: 120_000 },
    async () => {
      const database = await freshPgliteDatabase();
      try {
        const before = await createSqlStorage(database, { seed });
        expect(await before.repos.stock.reserve([{ key: first!.id, quantity: 2 }])).toEqual({
          ok: true,
        });

        const replaced = await replaceCatalogue(database, catalogueEntries(edited()));
        expect(replaced.products).toBe(sampleShop.products.length - 1);
        // The planner knows the loaded stock rows and keys (analyzed by the load).
        const planned = rowsOf(
          await database.db.execute(
            sql`select c.relname as name, c.reltuples::int as estimated,
              (case c.relname when 'stock' then (select count(*) from stock)
                else (select count(*) from product_stock_keys) end)::int as rows
            from pg_class c where c.relname in ('stock', 'product_stock_keys') order by 1`,
          ),
        );
        expect(planned.map((row) => [row['name'], row['estimated'] === row['rows']])).toEqual([
          ['product_stock_keys', true],
          ['stock', true],
        ]);

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

        // The load rebuilt the facet rows and gave its products the triggers that keep them: the
        // whole shop's facets read from them (no VENDOR asked) equal those read from the
        // products (VENDOR asked), before and after a sale empties the first product.
        const { catalogue, stock } = after.repos;
        const fromRows = async () => (await catalogue.productAggregates({}, FACETS)).items;
        const fromProducts = async () =>
          (await catalogue.productAggregates({}, [...FACETS, VENDORS])).items.slice(
            0,
            FACETS.length,
          );
        const inStock = async () =>
          (await fromRows())[1]?.buckets?.find((bucket) => bucket.key === 'true')?.docCount;
        expect(await fromRows()).toEqual(await fromProducts());
        const stocked = await inStock();
        const left = expected?.onHand ?? 0;
        expect(await stock.reserve([{ key: first!.id, quantity: left }])).toEqual({ ok: true });
        expect(await inStock()).toBe((stocked ?? 0) - 1);
        expect(await fromRows()).toEqual(await fromProducts());
      } finally {
        await database.close();
      }
    },
  );
});

describe('replaceCatalogue refusing a file', () => {
  it(
    'rolls everything back: a repeated slug late in the file leaves the catalogue as it was',
    { timeout: 120_000 },
    async () => {
      const database = await freshPgliteDatabase();
      try {
        await createSqlStorage(database, { seed });
        const twice = {
          ...edited(),
          products: [...edited().products, { ...second!, slug: first!.slug }],
        };
        await expect(replaceCatalogue(database, catalogueEntries(twice))).rejects.toThrow(
          `The catalogue file repeats product slug ${first!.slug}`,
        );
        const after = await createSqlStorage(database, { seed });
        expect((await after.repos.catalogue.productById(first!.id))?.title).toBe(first!.title);
        expect((await after.repos.catalogue.productBySlug(second!.slug))?.id).toBe(second!.id);
      } finally {
        await database.close();
      }
    },
  );
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
        // Vacuumed once committed: index-only reads of them skip the heap from the first request.
        const visibility = rowsOf(
          await database.db.execute(sql`select relname as name, relpages as pages,
            relallvisible as visible from pg_class
            where relname in ('products', 'product_facets', 'product_facet_counts')
            order by relname`),
        );
        expect(visibility).toHaveLength(3);
        for (const table of visibility) {
          expect(table['pages'], String(table['name'])).toBeGreaterThan(0);
          expect(table['visible'], String(table['name'])).toBe(table['pages']);
        }
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
