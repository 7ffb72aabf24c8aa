import { adminPermissions } from '@haat/storefront-api/admin';
import { describe, expect, it } from 'vitest';
import { testBackend, TEST_START } from '../../testing/test-backend.js';
import { addStaffByPhone, removeStaff, setStaffRole } from '../manage-staff.js';
import { ROLE_PERMISSIONS, roleMay } from '../role-permissions.js';
import { staffAccess } from '../staff-access.js';

const CLI = { kind: 'system', id: 'staff:add' } as const;

describe('ROLE_PERMISSIONS', () => {
  it('gives the owner everything and each other role its share', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual([...adminPermissions]);
    expect(ROLE_PERMISSIONS.manager).not.toContain('STAFF_MANAGE');
    expect(ROLE_PERMISSIONS.manager).not.toContain('SETTINGS_EDIT');
    expect(ROLE_PERMISSIONS.manager).toContain('REFUNDS_ISSUE');
    expect(ROLE_PERMISSIONS.packer).toEqual(['ORDERS_READ', 'ORDERS_FULFIL', 'STOCK_READ']);
    expect(roleMay('support', 'ORDERS_CANCEL')).toBe(true);
    expect(roleMay('support', 'ORDERS_FULFIL')).toBe(false);
    expect(roleMay('packer', 'ORDERS_CANCEL')).toBe(false);
  });
});

describe('staff management', () => {
  it('adds the first owner by phone, creating the user, with an audit entry', async () => {
    const { deps } = testBackend();
    const added = await addStaffByPhone(deps, CLI, { phone: '9876500001', role: 'owner' });
    expect(added).toMatchObject({ ok: true, phone: '+919876500001', changed: true });
    const user = await deps.storage.repos.users.byPhone('+919876500001');
    expect(user).toMatchObject({ isAdmin: true, phoneVerified: false });
    expect(await staffAccess(deps.storage.repos, user!.id)).toEqual({
      staff: true,
      userId: user!.id,
      role: 'owner',
      permissions: ROLE_PERMISSIONS.owner,
    });
    const { items } = await deps.storage.repos.audit.search({}, { limit: 10, after: null });
    expect(items).toEqual([
      {
        id: expect.any(String) as unknown,
        at: TEST_START,
        actor: CLI,
        action: 'addStaff',
        targetType: 'staff',
        targetId: user!.id,
        before: null,
        after: JSON.stringify({
          userId: user!.id,
          role: 'owner',
          addedBy: null,
          addedAt: TEST_START,
          updatedAt: TEST_START,
        }),
        reason: null,
      },
    ]);
    const again = await addStaffByPhone(deps, CLI, { phone: '+919876500001', role: 'owner' });
    expect(again).toMatchObject({ ok: true, changed: false });
    expect(
      (await deps.storage.repos.audit.search({}, { limit: 10, after: null })).items,
    ).toHaveLength(1);
  });

  it('refuses a phone that is not an Indian mobile number', async () => {
    const { deps } = testBackend();
    expect(await addStaffByPhone(deps, CLI, { phone: '12345', role: 'owner' })).toEqual({
      ok: false,
      reason: 'invalid-phone',
      message: 'Please enter a valid 10-digit mobile number.',
    });
  });

  it('changes roles and removes staff, never the last owner', async () => {
    const { deps } = testBackend();
    const owner = await addStaffByPhone(deps, CLI, { phone: '9876500001', role: 'owner' });
    if (!owner.ok) throw new Error(owner.message);
    const actor = { kind: 'staff', id: owner.staff.userId } as const;
    const packer = await addStaffByPhone(deps, actor, { phone: '9876500002', role: 'packer' });
    if (!packer.ok) throw new Error(packer.message);
    expect(packer.staff.addedBy).toBe(owner.staff.userId);
    expect(
      await setStaffRole(deps, actor, { userId: owner.staff.userId, role: 'manager' }),
    ).toEqual({
      ok: false,
      reason: 'last-owner',
      message: 'The shop needs at least one owner.',
    });
    expect(await removeStaff(deps, actor, owner.staff.userId)).toMatchObject({
      ok: false,
      reason: 'last-owner',
    });
    const promoted = await setStaffRole(deps, actor, {
      userId: packer.staff.userId,
      role: 'support',
    });
    expect(promoted).toMatchObject({ ok: true, staff: { role: 'support' }, changed: true });
    expect(await removeStaff(deps, actor, packer.staff.userId)).toMatchObject({ ok: true });
    expect(await staffAccess(deps.storage.repos, packer.staff.userId)).toEqual({ staff: false });
    expect(
      await setStaffRole(deps, actor, { userId: packer.staff.userId, role: 'packer' }),
    ).toMatchObject({
      ok: false,
      reason: 'not-staff',
    });
    const actions = (
      await deps.storage.repos.audit.search(
        { actorId: owner.staff.userId },
        { limit: 10, after: null },
      )
    ).items.map((e) => e.action);
    expect(actions).toEqual(['removeStaff', 'setStaffRole', 'addStaff']);
  });
});
