import { describe, expect, it } from 'vitest';
import { postAdmin, AUDIT_OF, staffTokenOf, type AuditItem } from './admin-client.js';
import { documents } from './documents.js';
import { useContractTarget } from './harness.js';

const { gql, tokenFor } = useContractTarget();

const OWNER = '+919800000051';
const SUPPORT = '+919800000053';
const SHOPPER = '+919800000054';

const PIN = 'id cod prepaid codMaxAmount city state';
const PIN_CODES = `query Pins($search: String, $first: Int, $after: String) {
  adminPinCodes(search: $search, first: $first, after: $after) {
    items { ${PIN} } pageInfo { endCursor hasNextPage } total } }`;
const UPSERT_PIN = `mutation UpsertPin($input: UpsertPinCodeInput!) { upsertPinCode(input: $input) { ${PIN} } }`;
const DELETE_PIN = `mutation DeletePin($id: ID!) { deletePinCode(id: $id) { ${PIN} } }`;
const TIER = 'id type coupons paymentType amount minOrderValue maxOrderValue';
const TIERS = `query Tiers { adminShippingTiers { ${TIER} } }`;
const UPSERT_TIER = `mutation UpsertTier($input: UpsertShippingTierInput!) { upsertShippingTier(input: $input) { ${TIER} } }`;
const DELETE_TIER = `mutation DeleteTier($id: ID!) { deleteShippingTier(id: $id) { ${TIER} } }`;
const COLLECTION = 'id slug name title priority isArchive productCount';
const COLLECTIONS = `query Collections { adminCollections { ${COLLECTION} } }`;
const UPSERT_COLLECTION = `mutation UpsertCollection($input: UpsertCollectionInput!) { upsertCollection(input: $input) { ${COLLECTION} } }`;

const refusal = (message: string, code = 'BAD_USER_INPUT'): unknown[] => [
  expect.objectContaining({ message, extensions: { code } }),
];

/** The audit entries of one action, as staff read them. */
async function auditOf(token: string, action: string): Promise<readonly AuditItem[]> {
  const answer = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(token, AUDIT_OF, {
    filter: { action },
  });
  return answer.data?.adminAuditLog.items ?? [];
}

describe('admin API: pin codes', () => {
  it('adds a pin code the checkout serves, pages pin codes by search, and deletes it', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    expect((await gql(documents.GetZipCode, { id: '110099' })).data).toEqual({ getZipCode: null });
    const pin = {
      id: '110099',
      cod: false,
      prepaid: true,
      codMaxAmount: 2500,
      city: 'New Delhi',
      state: 'dl',
    };
    const added = await postAdmin<{ upsertPinCode: unknown }>(owner, UPSERT_PIN, { input: pin });
    expect(added.data?.upsertPinCode).toEqual({ ...pin, state: 'DL' });
    const served = await gql<{ getZipCode: unknown }>(documents.GetZipCode, { id: '110099' });
    expect(served.data?.getZipCode).toMatchObject({ id: '110099', cod: false, prepaid: true });

    const all = await postAdmin<{ adminPinCodes: { total: number } }>(owner, PIN_CODES, {});
    const first = await postAdmin<{
      adminPinCodes: {
        items: { id: string }[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    }>(owner, PIN_CODES, { first: 1 });
    expect(first.data?.adminPinCodes.pageInfo.hasNextPage).toBe(
      (all.data?.adminPinCodes.total ?? 0) > 1,
    );
    const found = await postAdmin<{ adminPinCodes: { items: { id: string }[]; total: number } }>(
      owner,
      PIN_CODES,
      { search: '11009' },
    );
    expect(found.data?.adminPinCodes).toMatchObject({ items: [{ id: '110099' }], total: 1 });
    expect((await postAdmin(owner, PIN_CODES, { search: 'abc' })).errors).toEqual(
      refusal('search must be the first digits of a pin code.'),
    );

    const deleted = await postAdmin<{ deletePinCode: { id: string } }>(owner, DELETE_PIN, {
      id: '110099',
    });
    expect(deleted.data?.deletePinCode.id).toBe('110099');
    expect((await gql(documents.GetZipCode, { id: '110099' })).data).toEqual({ getZipCode: null });
    expect((await postAdmin(owner, DELETE_PIN, { id: '110099' })).errors).toEqual(
      refusal('There is no pin code with this id.', 'NOT_FOUND'),
    );
    const [removal] = await auditOf(owner, 'deletePinCode');
    expect(removal).toMatchObject({ targetType: 'pinCode', targetId: '110099', after: null });
    expect(await auditOf(owner, 'upsertPinCode')).toHaveLength(1);
  });

  it.each([
    [{ id: '012345' }, 'id must be a 6-digit pin code.'],
    [{ state: 'Karnataka' }, 'state must be a two-letter state code such as KA.'],
    [{ codMaxAmount: 99.999 }, 'codMaxAmount must be in rupees with at most 2 decimals.'],
  ])('refuses the pin code %j naming the field', async (change, message) => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const input = { id: '110098', cod: true, prepaid: true, ...change };
    expect((await postAdmin(owner, UPSERT_PIN, { input })).errors).toEqual(refusal(message));
    expect(await auditOf(owner, 'upsertPinCode')).toEqual([]);
  });
});

describe('admin API: shipping tiers', () => {
  it('adds, edits and deletes a tier, refusing a reversed range and a coupon tier without coupons', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const before = await postAdmin<{ adminShippingTiers: unknown[] }>(owner, TIERS);
    const input = {
      type: 'CUSTOM',
      paymentType: 'COD',
      amount: 59,
      minOrderValue: 0,
      maxOrderValue: 299.99,
    };
    const added = await postAdmin<{ upsertShippingTier: { id: string } }>(owner, UPSERT_TIER, {
      input,
    });
    expect(added.data?.upsertShippingTier).toMatchObject({ ...input, coupons: [] });
    const id = added.data?.upsertShippingTier.id;
    const edited = await postAdmin<{ upsertShippingTier: unknown }>(owner, UPSERT_TIER, {
      input: { ...input, id, amount: 49 },
    });
    expect(edited.data?.upsertShippingTier).toMatchObject({ id, amount: 49 });
    const listed = await postAdmin<{ adminShippingTiers: { id: string }[] }>(owner, TIERS);
    expect(listed.data?.adminShippingTiers).toHaveLength(
      (before.data?.adminShippingTiers.length ?? 0) + 1,
    );

    expect(
      (
        await postAdmin(owner, UPSERT_TIER, {
          input: { ...input, minOrderValue: 500, maxOrderValue: 100 },
        })
      ).errors,
    ).toEqual(refusal('maxOrderValue must be at least minOrderValue.'));
    expect(
      (await postAdmin(owner, UPSERT_TIER, { input: { ...input, type: 'COUPON' } })).errors,
    ).toEqual(refusal('coupons must name at least one coupon for a COUPON tier.'));
    expect(
      (
        await postAdmin(owner, UPSERT_TIER, {
          input: { ...input, type: 'COUPON', coupons: ['cpn-nope'] },
        })
      ).errors,
    ).toEqual(refusal('coupons names cpn-nope, which is not a coupon.'));

    expect((await postAdmin(owner, DELETE_TIER, { id })).errors).toEqual([]);
    expect((await postAdmin(owner, DELETE_TIER, { id })).errors).toEqual(
      refusal('There is no shipping tier with this id.', 'NOT_FOUND'),
    );
    expect((await auditOf(owner, 'upsertShippingTier')).map((entry) => entry.targetId)).toEqual([
      id,
      id,
    ]);
    expect(await auditOf(owner, 'deleteShippingTier')).toHaveLength(1);
  });
});

describe('admin API: collections', () => {
  it('adds a collection, refuses a slug another has, and edits it keeping its products', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const existing = await postAdmin<{
      adminCollections: { id: string; slug: string; productCount: number }[];
    }>(owner, COLLECTIONS);
    const [taken] = existing.data?.adminCollections ?? [];
    expect(taken?.productCount).toBeGreaterThan(0);
    const added = await postAdmin<{ upsertCollection: { id: string } }>(owner, UPSERT_COLLECTION, {
      input: { slug: 'Winter-Gifts', name: ' Winter gifts ', priority: 3 },
    });
    expect(added.data?.upsertCollection).toMatchObject({
      slug: 'winter-gifts',
      name: 'Winter gifts',
      priority: 3,
      isArchive: false,
      productCount: 0,
    });
    expect(
      (await postAdmin(owner, UPSERT_COLLECTION, { input: { slug: taken?.slug, name: 'Copy' } }))
        .errors,
    ).toEqual(refusal(`slug ${taken?.slug} is already used by another collection.`));
    expect(
      (await postAdmin(owner, UPSERT_COLLECTION, { input: { slug: 'a b', name: 'x' } })).errors,
    ).toEqual(refusal('slug must be up to 80 lower-case letters, digits and single hyphens.'));
    const archived = await postAdmin<{ upsertCollection: unknown }>(owner, UPSERT_COLLECTION, {
      input: { id: taken?.id, slug: taken?.slug, name: 'Renamed', isArchive: true },
    });
    expect(archived.data?.upsertCollection).toMatchObject({
      id: taken?.id,
      name: 'Renamed',
      isArchive: true,
      productCount: taken?.productCount,
    });
    expect(await auditOf(owner, 'upsertCollection')).toHaveLength(2);
  });
});

describe('admin API: shipping and collections permissions', () => {
  it('refuses support staff, shoppers and anonymous callers', async () => {
    const support = await staffTokenOf(tokenFor, SUPPORT, 'support');
    const shopper = await tokenFor(SHOPPER);
    for (const [query, variables, permission] of [
      [PIN_CODES, {}, 'SHIPPING_EDIT'],
      [UPSERT_PIN, { input: { id: '110097', cod: true, prepaid: true } }, 'SHIPPING_EDIT'],
      [DELETE_PIN, { id: '560001' }, 'SHIPPING_EDIT'],
      [TIERS, {}, 'SHIPPING_EDIT'],
      [DELETE_TIER, { id: 'x' }, 'SHIPPING_EDIT'],
      [COLLECTIONS, {}, 'CATALOGUE_EDIT'],
      [UPSERT_COLLECTION, { input: { slug: 'x-y', name: 'x' } }, 'CATALOGUE_EDIT'],
    ] as const) {
      expect((await postAdmin(support, query, variables)).errors).toEqual(
        refusal(`Your role (support) cannot do this: it needs ${permission}.`, 'FORBIDDEN'),
      );
      expect((await postAdmin(shopper, query, variables)).errors).toEqual(
        refusal('You are not staff of this shop.', 'FORBIDDEN'),
      );
      expect((await postAdmin(null, query, variables)).status).toBe(401);
    }
    expect((await gql(documents.GetZipCode, { id: '110097' })).data).toEqual({ getZipCode: null });
  });
});
