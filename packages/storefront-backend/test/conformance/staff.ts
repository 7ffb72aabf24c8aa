import { describe, expect, it } from 'vitest';
import { aUser, NOW, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

/** Staff: one role per user, `isAdmin` kept equal to "owner", never without an owner. */
export function staffConformance(harness: Harness): void {
  describe('staff', () => {
    it('adds, changes and removes staff, keeping the user isAdmin equal to being an owner', async () => {
      const { repos } = await harness.open();
      for (const n of [1, 2]) await repos.users.insert(aUser(n));
      const owner = {
        userId: uuid(1),
        role: 'owner' as const,
        addedBy: null,
        addedAt: NOW,
        updatedAt: NOW,
      };
      expect(
        await repos.staff.assign({ userId: uuid(1), role: 'owner', at: NOW, by: null }),
      ).toEqual({
        status: 'added',
        staff: owner,
      });
      expect((await repos.users.byId(uuid(1)))?.isAdmin).toBe(true);
      expect(
        await repos.staff.assign({ userId: uuid(1), role: 'owner', at: NOW + 1, by: null }),
      ).toEqual({
        status: 'unchanged',
        staff: owner,
      });
      await repos.staff.assign({ userId: uuid(2), role: 'packer', at: NOW + 2, by: uuid(1) });
      expect(
        await repos.staff.assign({ userId: uuid(2), role: 'owner', at: NOW + 3, by: uuid(1) }),
      ).toEqual({
        status: 'changed',
        staff: {
          userId: uuid(2),
          role: 'owner',
          addedBy: uuid(1),
          addedAt: NOW + 2,
          updatedAt: NOW + 3,
        },
        before: {
          userId: uuid(2),
          role: 'packer',
          addedBy: uuid(1),
          addedAt: NOW + 2,
          updatedAt: NOW + 2,
        },
      });
      expect((await repos.users.byId(uuid(2)))?.isAdmin).toBe(true);
      expect(
        await repos.staff.assign({ userId: uuid(1), role: 'support', at: NOW + 4, by: uuid(2) }),
      ).toMatchObject({
        status: 'changed',
      });
      expect((await repos.users.byId(uuid(1)))?.isAdmin).toBe(false);
      expect((await repos.staff.list()).map((m) => [m.userId, m.role])).toEqual([
        [uuid(1), 'support'],
        [uuid(2), 'owner'],
      ]);
      expect(await repos.staff.remove(uuid(1))).toMatchObject({ status: 'removed' });
      expect(await repos.staff.byUserId(uuid(1))).toBeNull();
      expect(await repos.staff.remove(uuid(1))).toEqual({ status: 'not-staff' });
      expect(
        await repos.staff.assign({ userId: uuid(404), role: 'packer', at: NOW, by: null }),
      ).toEqual({
        status: 'no-user',
      });
    });

    it('refuses to demote or remove the last owner', async () => {
      const { repos } = await harness.open();
      await repos.users.insert(aUser(1));
      await repos.staff.assign({ userId: uuid(1), role: 'owner', at: NOW, by: null });
      expect(
        await repos.staff.assign({ userId: uuid(1), role: 'manager', at: NOW, by: null }),
      ).toEqual({
        status: 'last-owner',
      });
      expect(await repos.staff.remove(uuid(1))).toEqual({ status: 'last-owner' });
      expect((await repos.staff.byUserId(uuid(1)))?.role).toBe('owner');
      expect((await repos.users.byId(uuid(1)))?.isAdmin).toBe(true);
    });

    it('keeps an owner when two owners demote or remove each other at once', async () => {
      const { repos } = await harness.open();
      for (const n of [1, 2]) {
        await repos.users.insert(aUser(n));
        await repos.staff.assign({ userId: uuid(n), role: 'owner', at: NOW, by: null });
      }
      const outcomes = await Promise.all([
        repos.staff.assign({ userId: uuid(1), role: 'support', at: NOW + 1, by: uuid(2) }),
        repos.staff.remove(uuid(2)),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['changed', 'last-owner'].sort());
      const owners = (await repos.staff.list()).filter((m) => m.role === 'owner');
      expect(owners).toHaveLength(1);
    });

    it('adds one row when 10 assignments of one user race', async () => {
      const { repos } = await harness.open();
      await repos.users.insert(aUser(1));
      const outcomes = await concurrently(10, () =>
        repos.staff.assign({ userId: uuid(1), role: 'packer', at: NOW, by: null }),
      );
      expect(outcomes.filter((o) => o.status === 'added')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'unchanged')).toHaveLength(9);
      expect(await repos.staff.list()).toHaveLength(1);
    });
  });
}
