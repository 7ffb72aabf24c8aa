import { describe, expect, it } from 'vitest';
import { postAdmin, AUDIT_OF, staffTokenOf, type AuditItem } from './admin-client.js';
import { documents } from './documents.js';
import { orderInput } from './fixtures.js';
import { codeOf, STORE_ID, useContractTarget } from './harness.js';

const { gql, tokenFor, proven, clock } = useContractTarget();

const OWNER = '+919800000031';
const MANAGER = '+919800000032';
const SUPPORT = '+919800000033';
const SHOPPER = '+919800000034';

const FIELDS = `id code name couponType getYPercentage getYAmount minOrderValue maxDiscount
  maxAllowedUsage usageCount paymentMethod expirationDate isArchive applicableCollections`;
const ADMIN_COUPONS = `query AdminCoupons($filter: AdminCouponFilter, $first: Int, $after: String) {
  adminCoupons(filter: $filter, first: $first, after: $after) {
    items { ${FIELDS} } pageInfo { endCursor hasNextPage } total
  }
}`;
const UPSERT = `mutation UpsertCoupon($input: UpsertCouponInput!) { upsertCoupon(input: $input) { ${FIELDS} } }`;
const ARCHIVE = `mutation ArchiveCoupon($id: ID!) { archiveCoupon(id: $id) { ${FIELDS} } }`;

interface AdminCoupon {
  readonly id: string;
  readonly code: string;
  readonly usageCount: number;
  readonly isArchive: boolean;
  readonly [field: string]: unknown;
}

const NEW_COUPON = {
  code: 'staff20',
  name: 'Staff twenty',
  couponType: 'PERCENTAGE',
  getYPercentage: 20,
  maxDiscount: 150.5,
  minOrderValue: 499,
  maxAllowedUsage: 1,
  expirationDate: '2027-01-31T18:29:59.000Z',
};

/** Upserts a coupon as this staff member, failing the test when refused. */
async function upserted(token: string, input: Record<string, unknown>): Promise<AdminCoupon> {
  const answer = await postAdmin<{ upsertCoupon: AdminCoupon }>(token, UPSERT, { input });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.upsertCoupon;
}

const refusal = (message: string, code = 'BAD_USER_INPUT'): unknown[] => [
  expect.objectContaining({ message, extensions: { code } }),
];

describe('admin API: coupons', () => {
  it('creates a coupon staff list with its usage, shoppers use it up to its limit, and archiving stops it', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const created = await upserted(owner, NEW_COUPON);
    expect(created).toMatchObject({
      code: 'STAFF20',
      couponType: 'PERCENTAGE',
      getYPercentage: 20,
      maxDiscount: 150.5,
      usageCount: 0,
      isArchive: false,
      paymentMethod: 'ALL',
    });
    const listed = await postAdmin<{ adminCoupons: { items: AdminCoupon[]; total: number } }>(
      owner,
      ADMIN_COUPONS,
      { filter: { search: 'staff2' } },
    );
    expect(listed.data?.adminCoupons).toMatchObject({ items: [created], total: 1 });

    const order = await gql<{ createOrder: { couponCode: string | null } }>(documents.CreateOrder, {
      input: await proven(orderInput({ couponCode: 'STAFF20' })),
    });
    expect(order.errors).toEqual([]);
    expect(order.data?.createOrder.couponCode).toBe('STAFF20');
    const again = await gql(documents.CreateOrder, {
      input: await proven(orderInput({ couponCode: 'STAFF20' })),
    });
    expect(again.errors).toEqual(
      refusal(
        'Coupon STAFF20 can be used once per customer, and this phone number or account has already used it.',
        'INVALID_COUPON',
      ),
    );

    // Entries of one instant are in id order: the archive comes a minute later.
    clock.advance(60_000);
    const archived = await postAdmin<{ archiveCoupon: AdminCoupon }>(owner, ARCHIVE, {
      id: created.id,
    });
    expect(archived.data?.archiveCoupon).toMatchObject({ isArchive: true, usageCount: 1 });
    const rule = await gql(documents.GetCouponRule, { code: 'staff20', storeId: STORE_ID });
    expect(codeOf(rule)).toBe('COUPON_ARCHIVED');
    expect(rule.errors[0]?.message).toBe('Invalid Coupon');
    const hidden = await postAdmin<{ adminCoupons: { items: AdminCoupon[] } }>(
      owner,
      ADMIN_COUPONS,
      {
        filter: { search: 'STAFF20' },
      },
    );
    expect(hidden.data?.adminCoupons.items).toEqual([]);
    const shown = await postAdmin<{ adminCoupons: { items: AdminCoupon[] } }>(
      owner,
      ADMIN_COUPONS,
      {
        filter: { search: 'STAFF20', includeArchived: true },
      },
    );
    expect(shown.data?.adminCoupons.items).toMatchObject([{ isArchive: true, usageCount: 1 }]);

    const audit = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(owner, AUDIT_OF, {
      filter: { targetType: 'coupon', targetId: created.id },
    });
    const entries = audit.data?.adminAuditLog.items ?? [];
    expect(entries.map((entry) => entry.action)).toEqual(['archiveCoupon', 'upsertCoupon']);
    expect(entries[1]?.before).toBeNull();
    expect(JSON.parse(entries[1]?.after ?? '{}')).toMatchObject({
      code: 'STAFF20',
      isArchive: false,
    });
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ isArchive: true });
    expect(entries[0]?.actor.kind).toBe('STAFF');
  });

  it('edits a coupon keeping its other fields, and pages the list', async () => {
    const manager = await staffTokenOf(tokenFor, MANAGER, 'manager');
    const created = await upserted(manager, NEW_COUPON);
    const edited = await upserted(manager, {
      ...NEW_COUPON,
      id: created.id,
      couponType: 'FIXED',
      getYAmount: 75,
      getYPercentage: null,
      paymentMethod: 'COD',
    });
    expect(edited).toMatchObject({
      id: created.id,
      couponType: 'FIXED',
      getYAmount: 75,
      getYPercentage: null,
      paymentMethod: 'COD',
    });
    const first = await postAdmin<{
      adminCoupons: {
        items: AdminCoupon[];
        pageInfo: { endCursor: string; hasNextPage: boolean };
        total: number;
      };
    }>(manager, ADMIN_COUPONS, { first: 2 });
    const page = first.data?.adminCoupons;
    expect(page?.items).toHaveLength(2);
    expect(page?.pageInfo.hasNextPage).toBe(true);
    const rest = await postAdmin<{ adminCoupons: { items: AdminCoupon[] } }>(
      manager,
      ADMIN_COUPONS,
      {
        first: 200,
        after: page?.pageInfo.endCursor,
      },
    );
    expect((rest.data?.adminCoupons.items.length ?? 0) + 2).toBe(page?.total);
    expect(rest.data?.adminCoupons.items.map((c) => c.code)).toContain('STAFF20');
  });

  it.each([
    [{ code: 'no' }, 'code must be 3 to 20 letters, digits, - or _.'],
    [{ code: 'GLOW 10' }, 'code must be 3 to 20 letters, digits, - or _.'],
    [{ code: 'glow10' }, 'code GLOW10 is already used by another coupon.'],
    [{ getYPercentage: 0 }, 'getYPercentage must be a whole number from 1 to 100.'],
    [{ getYPercentage: 101 }, 'getYPercentage must be a whole number from 1 to 100.'],
    [{ getYPercentage: null }, 'getYPercentage is required for a PERCENTAGE coupon.'],
    [{ maxDiscount: 10.005 }, 'maxDiscount must be in rupees with at most 2 decimals.'],
    [{ minOrderValue: -1 }, 'minOrderValue must be between 0 and 10000000 rupees.'],
    [{ maxAllowedUsage: 0 }, 'maxAllowedUsage must be a whole number from 1 to 1000000.'],
    [{ expirationDate: 'soon' }, 'expirationDate must be an ISO 8601 date and time.'],
    [{ expirationDate: '2020-01-01T00:00:00Z' }, 'expirationDate must be in the future.'],
    [
      { applicableCollections: ['nope'] },
      'applicableCollections names nope, which is not in the catalogue.',
    ],
    [
      { couponType: 'FREEBIE', getYPercentage: null },
      'getYProducts is required for a FREEBIE coupon.',
    ],
  ])('refuses %j naming the field, and writes nothing', async (change, message) => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const before = await postAdmin<{ adminCoupons: { total: number } }>(owner, ADMIN_COUPONS);
    const answer = await postAdmin(owner, UPSERT, { input: { ...NEW_COUPON, ...change } });
    expect(answer.errors).toEqual(refusal(message));
    const after = await postAdmin<{ adminCoupons: { total: number } }>(owner, ADMIN_COUPONS);
    expect(after.data?.adminCoupons.total).toBe(before.data?.adminCoupons.total);
    const audit = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(owner, AUDIT_OF, {
      filter: { action: 'upsertCoupon' },
    });
    expect(audit.data?.adminAuditLog.items).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown coupon', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const archived = await postAdmin(owner, ARCHIVE, { id: 'cpn-nope' });
    expect(archived.errors).toEqual(refusal('There is no coupon with this id.', 'NOT_FOUND'));
    const edited = await postAdmin(owner, UPSERT, { input: { ...NEW_COUPON, id: 'cpn-nope' } });
    expect(edited.errors).toEqual(refusal('There is no coupon with this id.', 'NOT_FOUND'));
  });

  it('refuses support staff, shoppers and anonymous callers, writing nothing', async () => {
    const support = await staffTokenOf(tokenFor, SUPPORT, 'support');
    for (const [query, variables] of [
      [ADMIN_COUPONS, {}],
      [UPSERT, { input: NEW_COUPON }],
      [ARCHIVE, { id: 'cpn-glow10' }],
    ] as const) {
      const refused = await postAdmin(support, query, variables);
      expect(refused.errors).toEqual([
        expect.objectContaining({
          message: 'Your role (support) cannot do this: it needs COUPONS_EDIT.',
          extensions: { code: 'FORBIDDEN' },
        }),
      ]);
      const shopper = await postAdmin(await tokenFor(SHOPPER), query, variables);
      expect(shopper.errors).toEqual(refusal('You are not staff of this shop.', 'FORBIDDEN'));
      expect((await postAdmin(null, query, variables)).status).toBe(401);
    }
    const rule = await gql(documents.GetCouponRule, { code: 'STAFF20', storeId: STORE_ID });
    expect(codeOf(rule)).toBe('INVALID_COUPON');
  });
});
