import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { DEAL, FACE_WASH, NO_VARIANTS, SERUM, SOLD_OUT } from './fixtures.js';
import { AUDIT_OF, postAdmin, staffTokenOf, type AuditItem } from './admin-client.js';
import { useContractTarget } from './harness.js';

const { gql, tokenFor, clock } = useContractTarget();

const OWNER = '+919800000041';
const PACKER = '+919800000042';
const SHOPPER = '9800000043';

const IMPORT = `mutation ImportProductsCsv($input: CsvImportInput!) {
  importProductsCsv(input: $input) { applied changed unchanged refused rows { row outcome message } }
}`;
const ADMIN_PRODUCT = `query AdminProduct($id: ID!) { adminProduct(id: $id) {
  id title slug status price listingPrice sku minimumOrderQuantity maximumOrderQuantity version
  variants { id title status price listingPrice sku }
} }`;

interface Report {
  applied: boolean;
  changed: number;
  unchanged: number;
  refused: number;
  rows: { row: number; outcome: string; message: string }[];
}
interface Item {
  title: string;
  slug?: string;
  status: string;
  price: number;
  listingPrice: number;
  sku: string;
  version?: number;
}
interface ProductData extends Item {
  slug: string;
  version: number;
  variants: (Item & { id: string })[];
}

async function importCsv(
  token: string | null,
  content: string,
  more: Record<string, unknown> = {},
) {
  const answer = await postAdmin<{ importProductsCsv: Report }>(token, IMPORT, {
    input: { content, idempotencyKey: crypto.randomUUID(), ...more },
  });
  clock.advance(1000);
  return answer;
}

async function product(token: string, id: string): Promise<ProductData> {
  const answer = await postAdmin<{ adminProduct: ProductData | null }>(token, ADMIN_PRODUCT, {
    id,
  });
  if (!answer.data?.adminProduct) throw new Error(JSON.stringify(answer.errors));
  return answer.data.adminProduct;
}

/** The storefront's price of a product (what shoppers see). */
async function shopperPrice(id: string) {
  const answer = await gql<{ getProduct: { price: number } }>(documents.getProduct, { id });
  return answer.data?.getProduct.price;
}

describe('admin API: importProductsCsv', () => {
  it('previews edits without writing, then applies them with an audit entry per product', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const serum = await product(owner, NO_VARIANTS);
    const vitamin = await product(owner, SERUM.id);
    const variant = vitamin.variants.find((candidate) => candidate.id === SERUM.single30);
    if (!variant) throw new Error('The sample serum has its 30 ml variant');
    const mrp = Math.max(serum.listingPrice, 600);
    const content = [
      'id,title,slug,status,price,mrp,sku,min_qty,max_qty',
      `${NO_VARIANTS},,,,474.05,"₹${mrp.toLocaleString('en-IN')}",,,`,
      `${SERUM.id},,,disabled,,,${variant.sku},,`,
      `${SERUM.id},${vitamin.title},,,,,,,`,
    ].join('\r\n');
    const expected = {
      changed: 2,
      unchanged: 1,
      refused: 0,
      rows: [
        {
          row: 2,
          outcome: 'CHANGED',
          message:
            serum.listingPrice === mrp
              ? `price: ₹${serum.price} → ₹474.05`
              : `price: ₹${serum.price} → ₹474.05; mrp: ₹${serum.listingPrice} → ₹${mrp}`,
        },
        { row: 3, outcome: 'CHANGED', message: `status: ${variant.status} → DISABLED` },
        { row: 4, outcome: 'UNCHANGED', message: 'No change.' },
      ],
    };
    const preview = await importCsv(owner, content);
    expect(preview.errors ?? []).toEqual([]);
    expect(preview.data?.importProductsCsv).toEqual({ applied: false, ...expected });
    expect(await product(owner, NO_VARIANTS)).toEqual(serum);

    const applied = await importCsv(owner, content, { dryRun: false });
    expect(applied.data?.importProductsCsv).toEqual({ applied: true, ...expected });
    expect(await product(owner, NO_VARIANTS)).toMatchObject({
      price: 474.05,
      listingPrice: mrp,
      version: serum.version + 1,
    });
    expect(await shopperPrice(NO_VARIANTS)).toBe(474.05);
    const edited = await product(owner, SERUM.id);
    expect(edited.variants.find((candidate) => candidate.id === SERUM.single30)?.status).toBe(
      'DISABLED',
    );
    const log = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(owner, AUDIT_OF, {
      filter: { action: 'importProductsCsv' },
    });
    expect(log.data?.adminAuditLog.items.map((item) => item.targetId).sort()).toEqual(
      [NO_VARIANTS, SERUM.id].sort(),
    );
    const serumEntry = log.data?.adminAuditLog.items.find((item) => item.targetId === NO_VARIANTS);
    expect(JSON.parse(serumEntry?.before ?? 'null')).toMatchObject({ price: serum.price });
    expect(JSON.parse(serumEntry?.after ?? 'null')).toMatchObject({ price: 474.05 });
  });

  it('names each refused row and its problem, and writes nothing from a file with one', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const serum = await product(owner, NO_VARIANTS);
    const deal = await product(owner, DEAL);
    const status = serum.status === 'ENABLED' ? 'DISABLED' : 'ENABLED';
    const content = [
      'id,slug,status,price,mrp,sku,min_qty,max_qty',
      `${NO_VARIANTS},,${status},,,,,`,
      `${DEAL},,,500,400,,,`,
      'prd-none,,,1,,,,',
      `${SERUM.id},,,,,NOPE-1,,`,
      'prd-cocoa-shea-body-lotion,Vitamin C,,,,,,',
      `prd-aloe-vera-soothing-gel,${deal.slug},,,,,,`,
      `${FACE_WASH.id},,archived,,,,,`,
      'prd-tinted-sunscreen-spf40,,,abc,,,,',
      'prd-vitamin-c-body-lotion-spf15,,,10.005,,,,',
      'prd-invisible-sunscreen-gel-spf50,,,,,,3,2',
      `${SOLD_OUT},,,,,,x,`,
      ',,,1,,,,',
      `${DEAL},,,,,,1,`,
    ].join('\n');
    for (const dryRun of [true, false]) {
      const answer = await importCsv(owner, content, { dryRun });
      expect(answer.errors ?? []).toEqual([]);
      const report = answer.data?.importProductsCsv;
      expect(report).toMatchObject({ applied: false, changed: 1, unchanged: 0, refused: 12 });
      expect(report?.rows.map(({ row, outcome, message }) => [row, outcome, message])).toEqual([
        [2, 'CHANGED', `status: ${serum.status} → ${status}`],
        [3, 'REFUSED', 'listingPrice (MRP) must be at least the price (₹500).'],
        [4, 'REFUSED', 'There is no product with id prd-none.'],
        [5, 'REFUSED', `sku NOPE-1 is not a variant of product ${SERUM.id}.`],
        [
          6,
          'REFUSED',
          'slug must be lowercase letters and digits joined by single hyphens, e.g. vitamin-c-serum.',
        ],
        [7, 'REFUSED', `slug ${deal.slug} is already used by another product.`],
        [8, 'REFUSED', 'status must be ENABLED or DISABLED.'],
        [9, 'REFUSED', 'price must be an amount in rupees, e.g. 474.05 (not "abc").'],
        [10, 'REFUSED', 'price must be in rupees with at most 2 decimals.'],
        [
          11,
          'REFUSED',
          'maximumOrderQuantity must be a whole number of at least the minimumOrderQuantity (3).',
        ],
        [12, 'REFUSED', 'min_qty must be a whole number (not "x").'],
        [13, 'REFUSED', 'id is empty.'],
        [14, 'REFUSED', 'This product is also on row 3.'],
      ]);
    }
    expect(await product(owner, NO_VARIANTS)).toEqual(serum);
    expect(await product(owner, DEAL)).toEqual(deal);
    const log = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(owner, AUDIT_OF, {
      filter: { action: 'importProductsCsv' },
    });
    expect(log.data?.adminAuditLog.items).toEqual([]);
  });

  it('is refused to a packer, a shopper and an anonymous caller', async () => {
    const packer = await staffTokenOf(tokenFor, PACKER, 'packer');
    const content = `id,price\n${NO_VARIANTS},1\n`;
    expect((await importCsv(packer, content)).errors).toMatchObject([
      {
        message: 'Your role (packer) cannot do this: it needs CATALOGUE_EDIT.',
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
