import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { NO_VARIANTS, SERUM } from './fixtures.js';
import { useContractTarget } from './harness.js';
import { postAdmin, staffTokenOf } from './admin-client.js';

const { gql, tokenFor } = useContractTarget();

const OWNER = '+919800000021';
const MANAGER = '+919800000022';
const SUPPORT = '+919800000023';
const SHOPPER = '9800000024';

const PRODUCT_FIELDS = `id title slug status price listingPrice costPrice sku minimumOrderQuantity
  maximumOrderQuantity collections tags imageKeys isInventoryEnabled continueSellingOutOfStock
  updatedAt version variants { id productId title status price listingPrice sku imageKeys version }`;
const ADMIN_PRODUCT = `query AdminProduct($id: ID!) { adminProduct(id: $id) { ${PRODUCT_FIELDS} } }`;
const ADMIN_PRODUCTS = `query AdminProducts($filter: AdminProductFilter, $first: Int, $after: String) {
  adminProducts(filter: $filter, first: $first, after: $after) {
    items { id slug status sku version }
    pageInfo { endCursor hasNextPage }
    total
  }
}`;
const CREATE = `mutation CreateProduct($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation UpdateProduct($input: UpdateProductInput!) { updateProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE_VARIANT = `mutation UpdateVariant($input: UpdateVariantInput!) {
  updateVariant(input: $input) { id productId title status price listingPrice sku minimumOrderQuantity maximumOrderQuantity imageKeys version }
}`;
const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter) {
  adminAuditLog(filter: $filter) { items { actor { kind id } action targetType targetId before after } }
}`;

interface AdminProductData {
  readonly id: string;
  readonly slug: string;
  readonly status: string;
  readonly price: number;
  readonly listingPrice: number | null;
  readonly sku: string | null;
  readonly imageKeys: readonly string[];
  readonly version: number;
  readonly variants: readonly { id: string; price: number; listingPrice: number | null }[];
}

const admin = postAdmin;

const staffToken = (phone: string, role: 'owner' | 'manager' | 'support') =>
  staffTokenOf(tokenFor, phone, role);

async function product(token: string, id: string): Promise<AdminProductData> {
  const answer = await admin<{ adminProduct: AdminProductData | null }>(token, ADMIN_PRODUCT, {
    id,
  });
  if (!answer.data?.adminProduct) throw new Error(JSON.stringify(answer.errors));
  return answer.data.adminProduct;
}

/** The storefront's answer for a product (what shoppers see). */
async function shopperSees(id: string) {
  const answer = await gql<{ getProduct: { price: number; listingPrice: number; slug: string } }>(
    documents.getProduct,
    { id },
  );
  return answer.data?.getProduct;
}

/** The errors of a refused operation, as `{ message, code }`. */
async function refusal(token: string, query: string, input: Record<string, unknown>) {
  const answer = await admin(token, query, { input });
  return (answer.errors ?? []).map((error) => ({
    message: error.message,
    code: (error.extensions as { code?: string } | undefined)?.code,
  }));
}

describe('admin API: products', () => {
  it('changes a price and MRP for shoppers, audits the change, and refuses a stale version with CONFLICT', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const before = await product(owner, NO_VARIANTS);
    const changed = await admin<{ updateProduct: AdminProductData }>(owner, UPDATE, {
      input: {
        id: NO_VARIANTS,
        price: 123.456,
        listingPrice: 999,
        expectedVersion: before.version,
      },
    });
    // Money is read to the paisa.
    expect(changed.data?.updateProduct).toMatchObject({
      price: 123.46,
      listingPrice: 999,
      version: before.version + 1,
    });
    expect(await shopperSees(NO_VARIANTS)).toMatchObject({ price: 123.46, listingPrice: 999 });

    const stale = await refusal(owner, UPDATE, {
      id: NO_VARIANTS,
      price: 150,
      expectedVersion: before.version,
    });
    expect(stale).toEqual([
      { message: 'Someone else changed this product; reload it.', code: 'CONFLICT' },
    ]);
    expect(await product(owner, NO_VARIANTS)).toMatchObject({
      price: 123.46,
      version: before.version + 1,
    });

    const log = await admin<{
      adminAuditLog: {
        items: { actor: { kind: string }; action: string; before: string; after: string }[];
      };
    }>(owner, AUDIT_LOG, { filter: { targetType: 'product', targetId: NO_VARIANTS } });
    const entries = log.data?.adminAuditLog.items ?? [];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'updateProduct', actor: { kind: 'STAFF' } });
    expect(JSON.parse(entries[0]?.before ?? '{}')).toMatchObject({ price: before.price });
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({
      price: 123.46,
      listingPrice: 999,
    });
  });

  it('creates a product (disabled unless said) that staff find by title, slug or SKU and page through', async () => {
    const manager = await staffToken(MANAGER, 'manager');
    const created = await admin<{ createProduct: AdminProductData }>(manager, CREATE, {
      input: {
        title: 'Zinnia Petal Mist',
        slug: 'zinnia-petal-mist',
        price: 349,
        listingPrice: 399,
        sku: 'HS-ZPM-100',
        initialStock: 12,
      },
    });
    const toner = created.data?.createProduct;
    expect(toner).toMatchObject({
      slug: 'zinnia-petal-mist',
      status: 'DISABLED',
      price: 349,
      listingPrice: 399,
      sku: 'HS-ZPM-100',
      isInventoryEnabled: true,
      version: 1,
    });
    expect(await product(manager, toner?.id ?? '')).toMatchObject({ slug: 'zinnia-petal-mist' });
    // Enabled, shoppers see it with its price and stock (spec 5: inventory less the blocked units).
    const enabled = await admin<{ updateProduct: AdminProductData }>(manager, UPDATE, {
      input: { id: toner?.id, status: 'ENABLED', expectedVersion: 1 },
    });
    expect(enabled.data?.updateProduct).toMatchObject({ status: 'ENABLED', version: 2 });
    const storefront = await gql<{
      getProduct: { slug: string; price: number; inventory: number };
    }>('query getProduct($id: ID!) { getProduct(id: $id) { slug price inventory } }', {
      id: toner?.id,
    });
    expect(storefront.errors ?? []).toEqual([]);
    // 12 on hand, less the sample shop's BLOCK_INVENTORY (2).
    expect(storefront.data?.getProduct).toEqual({
      slug: 'zinnia-petal-mist',
      price: 349,
      inventory: 10,
    });
    // Staff find it by words of its title, its slug or its SKU.
    for (const search of ['petal zinnia', 'zinnia-petal-mist', 'hs-zpm']) {
      const found = await admin<{ adminProducts: { items: { id: string }[]; total: number } }>(
        manager,
        ADMIN_PRODUCTS,
        { filter: { search } },
      );
      expect(found.data?.adminProducts.items.map((item) => item.id)).toEqual([toner?.id]);
    }
    const disabled = await admin<{ adminProducts: { items: { status: string }[] } }>(
      manager,
      ADMIN_PRODUCTS,
      { filter: { status: 'DISABLED' }, first: 200 },
    );
    const statuses = disabled.data?.adminProducts.items.map((item) => item.status) ?? [];
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['DISABLED']));

    const all = await admin<{ adminProducts: { total: number } }>(manager, ADMIN_PRODUCTS, {});
    const total = all.data?.adminProducts.total ?? 0;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<
        ReturnType<
          typeof admin<{
            adminProducts: {
              items: { id: string }[];
              pageInfo: { endCursor: string | null; hasNextPage: boolean };
            };
          }>
        >
      > = await admin(manager, ADMIN_PRODUCTS, { first: 7, after });
      const list = page.data?.adminProducts;
      seen.push(...(list?.items.map((item) => item.id) ?? []));
      after = list?.pageInfo.hasNextPage ? list.pageInfo.endCursor : null;
    } while (after !== null);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("edits a variant's price, refusing an MRP below it and a stale version", async () => {
    const owner = await staffToken(OWNER, 'owner');
    const serum = await product(owner, SERUM.id);
    const variant = await admin<{ updateVariant: { price: number; version: number } }>(
      owner,
      UPDATE_VARIANT,
      {
        input: {
          productId: SERUM.id,
          id: SERUM.single30,
          price: 222,
          listingPrice: 333,
          expectedVersion: serum.version,
        },
      },
    );
    expect(variant.data?.updateVariant).toEqual(
      expect.objectContaining({ price: 222, version: serum.version + 1 }),
    );
    expect(
      await refusal(owner, UPDATE_VARIANT, { productId: SERUM.id, id: SERUM.single30, price: 400 }),
    ).toEqual([
      { message: 'listingPrice (MRP) must be at least the price (₹400).', code: 'BAD_USER_INPUT' },
    ]);
    expect(
      await refusal(owner, UPDATE_VARIANT, {
        productId: SERUM.id,
        id: SERUM.single30,
        price: 250,
        expectedVersion: serum.version,
      }),
    ).toEqual([{ message: 'Someone else changed this product; reload it.', code: 'CONFLICT' }]);
    const after = await product(owner, SERUM.id);
    expect(after.variants.find((v) => v.id === SERUM.single30)).toMatchObject({ price: 222 });
    expect(after.version).toBe(serum.version + 1);
  });

  it('lets one of two edits from the same version win, and keeps both of two edits made without one', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const manager = await staffToken(MANAGER, 'manager');
    const before = await product(owner, NO_VARIANTS);
    const raced = await Promise.all(
      [owner, manager].map((token, i) =>
        admin<{ updateProduct: AdminProductData }>(token, UPDATE, {
          input: { id: NO_VARIANTS, price: 301 + i, expectedVersion: before.version },
        }),
      ),
    );
    const won = raced.flatMap((answer) => (answer.data ? [answer.data.updateProduct] : []));
    expect(won).toHaveLength(1);
    expect(raced.flatMap((answer) => answer.errors ?? [])).toMatchObject([
      {
        message: 'Someone else changed this product; reload it.',
        extensions: { code: 'CONFLICT' },
      },
    ]);
    expect(await product(owner, NO_VARIANTS)).toMatchObject({
      price: won[0]?.price,
      version: before.version + 1,
    });

    const unversioned = await Promise.all([
      admin(owner, UPDATE, { input: { id: NO_VARIANTS, title: 'Raced Title' } }),
      admin(manager, UPDATE, { input: { id: NO_VARIANTS, sku: 'RACED-SKU' } }),
    ]);
    expect(unversioned.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const after = await admin<{ adminProduct: { title: string; sku: string; version: number } }>(
      owner,
      ADMIN_PRODUCT,
      { id: NO_VARIANTS },
    );
    expect(after.data?.adminProduct).toMatchObject({
      title: 'Raced Title',
      sku: 'RACED-SKU',
      version: before.version + 3,
    });
    const log = await admin<{ adminAuditLog: { items: { action: string }[] } }>(owner, AUDIT_LOG, {
      filter: { targetType: 'product', targetId: NO_VARIANTS },
    });
    expect(log.data?.adminAuditLog.items.map((entry) => entry.action)).toEqual([
      'updateProduct',
      'updateProduct',
      'updateProduct',
    ]);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const before = await product(owner, NO_VARIANTS);
    const cases: [string, Record<string, unknown>, string, string][] = [
      [UPDATE, { price: 0 }, 'price must be more than ₹0.', 'BAD_USER_INPUT'],
      [
        UPDATE,
        { price: 500, listingPrice: 450 },
        'listingPrice (MRP) must be at least the price (₹500).',
        'BAD_USER_INPUT',
      ],
      [
        UPDATE,
        { minimumOrderQuantity: 4, maximumOrderQuantity: 3 },
        'maximumOrderQuantity must be a whole number of at least the minimumOrderQuantity (4).',
        'BAD_USER_INPUT',
      ],
      [
        UPDATE,
        { minimumOrderQuantity: 0 },
        'minimumOrderQuantity must be a whole number of at least 1.',
        'BAD_USER_INPUT',
      ],
      [
        UPDATE,
        { slug: 'Hyaluronic Serum' },
        'slug must be lowercase letters and digits joined by single hyphens, e.g. vitamin-c-serum.',
        'BAD_USER_INPUT',
      ],
      [
        UPDATE,
        { slug: SERUM.slug },
        `slug ${SERUM.slug} is already used by another product.`,
        'BAD_USER_INPUT',
      ],
      [UPDATE, { title: '  ' }, 'title must not be empty.', 'BAD_USER_INPUT'],
      [
        UPDATE,
        { collections: ['no-such-collection'] },
        'collections: there is no collection no-such-collection.',
        'BAD_USER_INPUT',
      ],
      [
        UPDATE,
        { imageKeys: ['products/elsewhere-1'] },
        'imageKeys: products/elsewhere-1 is not an image of this product (new images need an upload).',
        'BAD_USER_INPUT',
      ],
    ];
    for (const [query, fields, message, code] of cases) {
      expect(await refusal(owner, query, { id: NO_VARIANTS, ...fields })).toEqual([
        { message, code },
      ]);
    }
    expect(await refusal(owner, UPDATE, { id: 'prd-nothing', price: 10 })).toEqual([
      { message: 'There is no product with this id.', code: 'NOT_FOUND' },
    ]);
    expect(
      await refusal(owner, CREATE, {
        title: 'Quokka Mist',
        slug: 'quokka-mist',
        price: 100,
        initialStock: -1,
      }),
    ).toEqual([
      { message: 'initialStock must be a whole number of at least 0.', code: 'BAD_USER_INPUT' },
    ]);
    expect(await product(owner, NO_VARIANTS)).toEqual(before);
    const log = await admin<{ adminAuditLog: { items: unknown[] } }>(owner, AUDIT_LOG, {
      filter: { targetType: 'product' },
    });
    expect(log.data?.adminAuditLog.items).toEqual([]);
  });

  it('answers staff with CATALOGUE_EDIT only; support, shoppers and anonymous callers change nothing', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const support = await staffToken(SUPPORT, 'support');
    const shopper = await tokenFor(SHOPPER);
    const before = await product(owner, NO_VARIANTS);
    const tries: [string, Record<string, unknown>][] = [
      [ADMIN_PRODUCTS, {}],
      [ADMIN_PRODUCT, { id: NO_VARIANTS }],
      [CREATE, { input: { title: 'Quokka Mist', slug: 'quokka-mist', price: 100 } }],
      [UPDATE, { input: { id: NO_VARIANTS, price: 1 } }],
      [UPDATE_VARIANT, { input: { productId: SERUM.id, id: SERUM.single30, price: 1 } }],
    ];
    for (const [query, variables] of tries) {
      const asSupport = await admin(support, query, variables);
      expect(Object.values(asSupport.data ?? {}).every((value) => value === null)).toBe(true);
      expect(asSupport.errors).toMatchObject([
        {
          message: 'Your role (support) cannot do this: it needs CATALOGUE_EDIT.',
          extensions: { code: 'FORBIDDEN' },
        },
      ]);
      const asShopper = await admin(shopper, query, variables);
      expect(Object.values(asShopper.data ?? {}).every((value) => value === null)).toBe(true);
      expect(asShopper.errors).toMatchObject([
        { message: 'You are not staff of this shop.', extensions: { code: 'FORBIDDEN' } },
      ]);
      expect((await admin(null, query, variables)).status).toBe(401);
    }
    expect(await product(owner, NO_VARIANTS)).toEqual(before);
    const found = await admin<{ adminProducts: { total: number } }>(owner, ADMIN_PRODUCTS, {
      filter: { search: 'quokka' },
    });
    expect(found.data?.adminProducts.total).toBe(0);
  });
});
