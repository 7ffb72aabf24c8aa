import { describe, expect, it } from 'vitest';
import { postAdmin, AUDIT_OF, staffTokenOf, type AuditItem } from './admin-client.js';
import { NO_VARIANTS } from './fixtures.js';
import { STORE_ID, useContractTarget } from './harness.js';

const { tokenFor } = useContractTarget();

const OWNER = '+919800000051';
const MANAGER = '+919800000052';
const SUPPORT = '+919800000053';
const SHOPPER = '+919800000054';

const REGISTRATION = 'taxRegistration { gstin legalName address stateName stateCode }';
const READ = `query Settings { adminStoreSettings { ${REGISTRATION} } }`;
const UPDATE = `mutation Update($input: UpdateStoreSettingsInput!) {
  updateStoreSettings(input: $input) { ${REGISTRATION} }
}`;
const PRODUCT = 'id hsnCode gstRate version';
const UPDATE_PRODUCT = `mutation UpdateProduct($input: UpdateProductInput!) { updateProduct(input: $input) { ${PRODUCT} } }`;
const CREATE_PRODUCT = `mutation CreateProduct($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`;
const ADMIN_PRODUCT = `query AdminProduct($id: ID!) { adminProduct(id: $id) { ${PRODUCT} } }`;

const KARNATAKA = {
  gstin: '29aapfu 0939f1zr',
  legalName: ' Haat Skincare Pvt Ltd ',
  address: '12 MG Road, Bengaluru 560001',
};

interface RegistrationAnswer {
  readonly adminStoreSettings: { readonly taxRegistration: Record<string, string> | null };
}

async function auditOf(token: string, action: string): Promise<readonly AuditItem[]> {
  const audit = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(token, AUDIT_OF, {
    filter: { action },
  });
  return audit.data?.adminAuditLog.items ?? [];
}

describe('admin API: the shop GST registration', () => {
  it('lets an owner set it (GSTIN normalised, state from the GSTIN), audited', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const before = await postAdmin<RegistrationAnswer>(owner, READ);
    expect(before.data?.adminStoreSettings.taxRegistration).toBeNull();
    const answer = await postAdmin(owner, UPDATE, { input: { taxRegistration: KARNATAKA } });
    expect(answer.errors).toEqual([]);
    const expected = {
      gstin: '29AAPFU0939F1ZR',
      legalName: 'Haat Skincare Pvt Ltd',
      address: '12 MG Road, Bengaluru 560001',
      stateName: 'Karnataka',
      stateCode: '29',
    };
    expect(answer.data).toEqual({ updateStoreSettings: { taxRegistration: expected } });
    const read = await postAdmin<RegistrationAnswer>(owner, READ);
    expect(read.data?.adminStoreSettings.taxRegistration).toEqual(expected);
    const [entry, ...more] = await auditOf(owner, 'updateStoreSettings');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ targetType: 'store', targetId: STORE_ID });
    expect(JSON.parse(entry?.before ?? '{}')).not.toHaveProperty('taxRegistration');
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({
      taxRegistration: { gstin: '29AAPFU0939F1ZR', legalName: 'Haat Skincare Pvt Ltd' },
    });
  });

  it.each([
    [
      { gstin: '29AAPFU0939F1ZV' },
      'taxRegistration.gstin: The GSTIN 29AAPFU0939F1ZV fails its check character (expected R).',
    ],
    [
      { gstin: '29AAPFU0939F1Z' },
      'taxRegistration.gstin: A GSTIN has 15 characters; this one has 14.',
    ],
    [{ legalName: '  ' }, 'taxRegistration.legalName: must not be empty'],
    [{ address: '' }, 'taxRegistration.address: must not be empty'],
  ])('refuses %j naming the field, writing nothing', async (change, message) => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const answer = await postAdmin(owner, UPDATE, {
      input: {
        settings: [{ key: 'COD_CHARGES', value: '10' }],
        taxRegistration: { ...KARNATAKA, ...change },
      },
    });
    expect(answer.errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    const read = await postAdmin<RegistrationAnswer>(owner, READ);
    expect(read.data?.adminStoreSettings.taxRegistration).toBeNull();
    expect(await auditOf(owner, 'updateStoreSettings')).toEqual([]);
  });

  it('refuses a manager, a support agent, a shopper and an anonymous caller', async () => {
    const input = { taxRegistration: KARNATAKA };
    for (const [phone, role] of [
      [MANAGER, 'manager'],
      [SUPPORT, 'support'],
    ] as const) {
      const token = await staffTokenOf(tokenFor, phone, role);
      expect((await postAdmin(token, UPDATE, { input })).errors).toEqual([
        expect.objectContaining({
          message: `Your role (${role}) cannot do this: it needs SETTINGS_EDIT.`,
          extensions: { code: 'FORBIDDEN' },
        }),
      ]);
    }
    expect((await postAdmin(await tokenFor(SHOPPER), UPDATE, { input })).errors).toEqual([
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    ]);
    expect((await postAdmin(null, UPDATE, { input })).status).toBe(401);
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const read = await postAdmin<RegistrationAnswer>(owner, READ);
    expect(read.data?.adminStoreSettings.taxRegistration).toBeNull();
  });
});

describe('admin API: a product HSN code and GST rate', () => {
  it('sets, keeps and removes them through updateProduct, audited; createProduct takes them', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const set = await postAdmin(owner, UPDATE_PRODUCT, {
      input: { id: NO_VARIANTS, hsnCode: ' 3304 ', gstRate: 18 },
    });
    expect(set.errors).toEqual([]);
    expect(set.data).toMatchObject({ updateProduct: { hsnCode: '3304', gstRate: 18 } });
    const kept = await postAdmin(owner, UPDATE_PRODUCT, { input: { id: NO_VARIANTS, price: 450 } });
    expect(kept.data).toMatchObject({ updateProduct: { hsnCode: '3304', gstRate: 18 } });
    const removed = await postAdmin(owner, UPDATE_PRODUCT, {
      input: { id: NO_VARIANTS, hsnCode: '', gstRate: 5 },
    });
    expect(removed.data).toMatchObject({ updateProduct: { hsnCode: null, gstRate: 5 } });
    const read = await postAdmin(owner, ADMIN_PRODUCT, { id: NO_VARIANTS });
    expect(read.data).toMatchObject({ adminProduct: { hsnCode: null, gstRate: 5 } });
    // The suite's clock stands still, so the three entries share one time: found by content.
    const changes = (await auditOf(owner, 'updateProduct')).map((entry) => ({
      before: JSON.parse(entry.before ?? '{}') as Record<string, unknown>,
      after: JSON.parse(entry.after ?? '{}') as Record<string, unknown>,
    }));
    expect(changes).toContainEqual({
      before: expect.objectContaining({ hsnCode: '3304', gstRate: 18 }) as unknown,
      after: expect.objectContaining({ hsnCode: null, gstRate: 5 }) as unknown,
    });

    const created = await postAdmin(owner, CREATE_PRODUCT, {
      input: {
        title: 'Rose toner',
        slug: 'rose-toner-gst',
        price: 299,
        hsnCode: '33049910',
        gstRate: 12,
      },
    });
    expect(created.errors).toEqual([]);
    expect(created.data).toMatchObject({ createProduct: { hsnCode: '33049910', gstRate: 12 } });
  });

  it.each([
    [{ hsnCode: '33049' }, 'hsnCode must be an HSN code of 4, 6 or 8 digits, not "33049".'],
    [{ hsnCode: '33O4' }, 'hsnCode must be an HSN code of 4, 6 or 8 digits, not "33O4".'],
    [{ gstRate: 15 }, 'gstRate must be a GST rate: 0, 5, 12, 18 or 28 (percent), not 15.'],
  ])('refuses %j naming the field, changing nothing', async (change, message) => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const before = await postAdmin(owner, ADMIN_PRODUCT, { id: NO_VARIANTS });
    for (const [query, input] of [
      [UPDATE_PRODUCT, { id: NO_VARIANTS, ...change }],
      [CREATE_PRODUCT, { title: 'Toner', slug: 'toner-gst', price: 299, ...change }],
    ] as const) {
      expect((await postAdmin(owner, query, { input })).errors).toEqual([
        expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
    }
    expect((await postAdmin(owner, ADMIN_PRODUCT, { id: NO_VARIANTS })).data).toEqual(before.data);
    expect(await auditOf(owner, 'updateProduct')).toEqual([]);
    expect(await auditOf(owner, 'createProduct')).toEqual([]);
  });

  it('refuses a support agent (CATALOGUE_EDIT)', async () => {
    const support = await staffTokenOf(tokenFor, SUPPORT, 'support');
    const answer = await postAdmin(support, UPDATE_PRODUCT, {
      input: { id: NO_VARIANTS, hsnCode: '3304', gstRate: 18 },
    });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'Your role (support) cannot do this: it needs CATALOGUE_EDIT.',
        extensions: { code: 'FORBIDDEN' },
      }),
    ]);
  });
});
