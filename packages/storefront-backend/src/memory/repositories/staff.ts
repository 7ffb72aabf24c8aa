import type { StaffRecord, StaffRepository } from '../../ports/storage/staff.js';
import { copy } from '../copy.js';
import type { Draft, Run } from '../draft.js';
import { compareText } from '../paging.js';

const owners = (draft: Draft): number =>
  [...draft.read('staff').values()].filter((member) => member.role === 'owner').length;

const setAdmin = (draft: Draft, userId: string, isAdmin: boolean): void => {
  const user = draft.read('users').get(userId);
  if (user && user.isAdmin !== isAdmin) draft.write('users').set(userId, { ...user, isAdmin });
};

/** Staff in the memory adapter (the mutex makes the owner count and the change one step). */
export function memoryStaff(run: Run): StaffRepository {
  return {
    byUserId: (userId) => run((draft) => copy(draft.read('staff').get(userId) ?? null)),
    list: () =>
      run((draft) =>
        copy(
          [...draft.read('staff').values()].sort(
            (a, b) => a.addedAt - b.addedAt || compareText(a.userId, b.userId),
          ),
        ),
      ),
    assign: ({ userId, role, at, by }) =>
      run((draft) => {
        if (!draft.read('users').has(userId)) return { status: 'no-user' as const };
        const before = draft.read('staff').get(userId);
        if (before?.role === role) return { status: 'unchanged' as const, staff: copy(before) };
        if (before?.role === 'owner' && owners(draft) <= 1)
          return { status: 'last-owner' as const };
        const staff: StaffRecord = before
          ? { ...before, role, updatedAt: at }
          : { userId, role, addedBy: by, addedAt: at, updatedAt: at };
        draft.write('staff').set(userId, staff);
        setAdmin(draft, userId, role === 'owner');
        return before
          ? { status: 'changed' as const, staff: copy(staff), before: copy(before) }
          : { status: 'added' as const, staff: copy(staff) };
      }),
    remove: (userId) =>
      run((draft) => {
        const before = draft.read('staff').get(userId);
        if (!before) return { status: 'not-staff' as const };
        if (before.role === 'owner' && owners(draft) <= 1) return { status: 'last-owner' as const };
        draft.write('staff').delete(userId);
        setAdmin(draft, userId, false);
        return { status: 'removed' as const, before: copy(before) };
      }),
  };
}
