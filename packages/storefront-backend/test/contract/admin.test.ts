import { adminPermissions, buildAdminSchema } from '@haat/storefront-api/admin';
import { ADMIN_SERVED_FIELDS } from '../../src/api/graphql/admin-edge.js';
import { describe, expect, it } from 'vitest';
import { TARGET, useContractTarget } from './harness.js';
import { postAdmin, staffTokenOf } from './admin-client.js';
import { postGraphql } from './post-graphql.js';

const { tokenFor } = useContractTarget();

const OWNER = '+919800000001';
const PACKER = '+919800000002';
const SHOPPER = '+919800000003';

const NOT_AUTHORIZED = {
  message: 'You are not authorized to make this call.',
  errorType: 'UnauthorizedException',
};

const ADMIN_ME = `query AdminMe { adminMe { userId phone role permissions } }`;
const ADMIN_STAFF = `query AdminStaff { adminStaff { userId phone role addedBy } }`;
const ADD_STAFF = `mutation AddStaff($input: AddStaffInput!) {
  addStaff(input: $input) { userId phone role addedBy }
}`;
const SET_ROLE = `mutation SetStaffRole($input: SetStaffRoleInput!) {
  setStaffRole(input: $input) { userId role }
}`;
const REMOVE_STAFF = `mutation RemoveStaff($userId: ID!) { removeStaff(userId: $userId) { userId role } }`;
const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
  adminAuditLog(filter: $filter, first: $first, after: $after) {
    items { id at actor { kind id name } action targetType targetId before after }
    pageInfo { endCursor hasNextPage }
  }
}`;

interface Me {
  adminMe: { userId: string; phone: string; role: string; permissions: string[] };
}
interface AuditPage {
  adminAuditLog: {
    items: {
      actor: { kind: string; id: string | null; name: string | null };
      action: string;
      targetType: string;
      targetId: string;
      before: string | null;
      after: string | null;
    }[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
}

const admin = postAdmin;

/** A signed-in user of this phone made staff with this role, as `pnpm staff:add` does. */
const staffToken = (phone: string, role: 'owner' | 'packer') => staffTokenOf(tokenFor, phone, role);

const userIdOf = async (token: string): Promise<string> => {
  const me = await admin<Me>(token, ADMIN_ME);
  if (!me.data) throw new Error(JSON.stringify(me.errors));
  return me.data.adminMe.userId;
};

describe('admin API: who may call', () => {
  it('refuses a request without a user token with 401, the API key included', async () => {
    expect(await admin(null, ADMIN_ME)).toMatchObject({ status: 401, errors: [NOT_AUTHORIZED] });
    const withKey = await postGraphql(
      TARGET.adminUrl,
      ADMIN_ME,
      {},
      { 'x-api-key': TARGET.apiKey },
    );
    expect(withKey).toMatchObject({ status: 401, errors: [NOT_AUTHORIZED] });
    const forged = `${(await tokenFor(SHOPPER)).slice(0, -4)}AAAA`;
    expect(await admin(forged, ADMIN_ME)).toMatchObject({ status: 401, errors: [NOT_AUTHORIZED] });
  });

  it('answers a signed-in shopper who is not staff FORBIDDEN on every operation', async () => {
    const shopper = await tokenFor(SHOPPER);
    for (const query of [ADMIN_ME, ADMIN_STAFF, AUDIT_LOG]) {
      const answer = await admin(shopper, query);
      expect(answer.status).toBe(200);
      expect(answer.data).toBeNull();
      expect(answer.errors).toMatchObject([
        { message: 'You are not staff of this shop.', extensions: { code: 'FORBIDDEN' } },
      ]);
    }
  });

  it('tells the owner who they are and that they may do everything', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const me = await admin<Me>(owner, ADMIN_ME);
    expect(me.status).toBe(200);
    expect(me.data?.adminMe).toMatchObject({ phone: OWNER, role: 'OWNER' });
    expect(me.data?.adminMe.permissions).toEqual([...adminPermissions]);
  });

  it('refuses a packer what their role cannot do, naming the permission, and writes nothing', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const packer = await staffToken(PACKER, 'packer');
    const me = await admin<Me>(packer, ADMIN_ME);
    expect(me.data?.adminMe).toMatchObject({
      role: 'PACKER',
      permissions: ['ORDERS_READ', 'ORDERS_FULFIL', 'STOCK_READ'],
    });
    const refusals = [
      [ADMIN_STAFF, {}, 'STAFF_MANAGE'],
      [AUDIT_LOG, {}, 'AUDIT_READ'],
      [ADD_STAFF, { input: { phone: '9800000009', role: 'OWNER' } }, 'STAFF_MANAGE'],
    ] as const;
    for (const [query, variables, permission] of refusals) {
      const refused = await admin(packer, query, variables);
      expect(refused.errors).toMatchObject([
        {
          message: `Your role (packer) cannot do this: it needs ${permission}.`,
          extensions: { code: 'FORBIDDEN' },
        },
      ]);
    }
    // Only the two members the command line added are in the log: the refusal wrote nothing.
    const log = await admin<AuditPage>(owner, AUDIT_LOG, { filter: { action: 'addStaff' } });
    expect(log.data?.adminAuditLog.items.map((item) => item.actor.kind)).toEqual([
      'SYSTEM',
      'SYSTEM',
    ]);
    const staff = await admin<{ adminStaff: { phone: string }[] }>(owner, ADMIN_STAFF);
    expect(staff.data?.adminStaff.map((member) => member.phone).sort()).toEqual([OWNER, PACKER]);
  });
});

describe('admin API: staff changes are audited with the change', () => {
  it('adds a staff member by phone and writes who did it (named by their phone), before and after', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const ownerId = await userIdOf(owner);
    const added = await admin<{ addStaff: { userId: string; role: string; addedBy: string } }>(
      owner,
      ADD_STAFF,
      { input: { phone: '9800000002', role: 'PACKER' } },
    );
    expect(added.errors).toEqual([]);
    expect(added.data?.addStaff).toMatchObject({ role: 'PACKER', addedBy: ownerId });
    const log = await admin<AuditPage>(owner, AUDIT_LOG, { filter: { staffUserId: ownerId } });
    expect(log.data?.adminAuditLog.items).toEqual([
      expect.objectContaining({
        actor: { kind: 'STAFF', id: ownerId, name: OWNER },
        action: 'addStaff',
        targetType: 'staff',
        targetId: added.data?.addStaff.userId,
        before: null,
      }),
    ]);
    const after: unknown = JSON.parse(log.data?.adminAuditLog.items[0]?.after ?? 'null');
    expect(after).toMatchObject({ role: 'packer', addedBy: ownerId });
  });

  it('refuses to leave the shop without an owner, and writes no audit entry for it', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const ownerId = await userIdOf(owner);
    for (const [query, variables] of [
      [SET_ROLE, { input: { userId: ownerId, role: 'MANAGER' } }],
      [REMOVE_STAFF, { userId: ownerId }],
    ] as const) {
      const refused = await admin(owner, query, variables);
      expect(refused.errors).toMatchObject([
        { message: 'The shop needs at least one owner.', extensions: { code: 'BAD_USER_INPUT' } },
      ]);
    }
    const log = await admin<AuditPage>(owner, AUDIT_LOG, { filter: { staffUserId: ownerId } });
    expect(log.data?.adminAuditLog.items).toEqual([]);
  });

  it('takes a removal into account on the removed member’s next request', async () => {
    const owner = await staffToken(OWNER, 'owner');
    const packer = await staffToken(PACKER, 'packer');
    const packerId = await userIdOf(packer);
    const removed = await admin(owner, REMOVE_STAFF, { userId: packerId });
    expect(removed.errors).toEqual([]);
    const after = await admin(packer, ADMIN_ME);
    expect(after.errors).toMatchObject([{ message: 'You are not staff of this shop.' }]);
    const log = await admin<AuditPage>(owner, AUDIT_LOG, { filter: { action: 'removeStaff' } });
    expect(log.data?.adminAuditLog.items).toMatchObject([
      { action: 'removeStaff', targetId: packerId, after: null },
    ]);
  });

  it('pages the audit log newest first with its cursor', async () => {
    const owner = await staffToken(OWNER, 'owner');
    await staffToken(PACKER, 'packer');
    const first = await admin<AuditPage>(owner, AUDIT_LOG, { first: 1 });
    expect(first.data?.adminAuditLog.items).toMatchObject([
      { actor: { kind: 'SYSTEM' }, action: 'addStaff' },
    ]);
    expect(first.data?.adminAuditLog.pageInfo.hasNextPage).toBe(true);
    const next = await admin<AuditPage>(owner, AUDIT_LOG, {
      first: 10,
      after: first.data?.adminAuditLog.pageInfo.endCursor,
    });
    expect(next.data?.adminAuditLog.items).toHaveLength(1);
    expect(next.data?.adminAuditLog.pageInfo).toEqual({ endCursor: null, hasNextPage: false });
    const all = [
      ...(first.data?.adminAuditLog.items ?? []),
      ...(next.data?.adminAuditLog.items ?? []),
    ];
    expect(new Set(all.map((item) => item.targetId)).size).toBe(2);
    const bad = await admin(owner, AUDIT_LOG, { after: 'not-a-cursor' });
    expect(bad.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT' } }]);
  });

  it('serves every operation of the contract, and refuses one outside it before execution', async () => {
    const schema = buildAdminSchema();
    const contract = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ];
    expect(contract.filter((name) => !ADMIN_SERVED_FIELDS.includes(name))).toEqual([]);
    const owner = await staffToken(OWNER, 'owner');
    const answer = await admin(owner, `mutation Unknown { dropAllOrders { __typename } }`);
    expect(answer.status).toBe(400);
    expect(
      answer.errors[0]?.message.startsWith(
        'Cannot query field "dropAllOrders" on type "AdminMutation".',
      ),
    ).toBe(true);
  });
});
