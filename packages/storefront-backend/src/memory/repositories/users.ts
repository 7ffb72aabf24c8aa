import type { UserRecord } from '../../ports/storage/records.js';
import type { UsersRepository } from '../../ports/storage/users.js';
import { userChangesToWrite } from '../../users/user-changes.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Draft, Run } from '../draft.js';

const byPhone = (draft: Draft, phone: string): UserRecord | undefined => {
  for (const user of draft.read('users').values()) if (user.phone === phone) return user;
  return undefined;
};

/** Users in the memory adapter. */
export function memoryUsers(run: Run): UsersRepository {
  const change = (id: string, apply: (user: UserRecord) => UserRecord) =>
    run((draft) => {
      const user = draft.read('users').get(id);
      if (!user) return null;
      const changed = apply(user);
      draft.write('users').set(id, changed);
      return copy(changed);
    });
  return {
    byId: (id) => run((draft) => copy(draft.read('users').get(id) ?? null)),
    byPhone: (phone) => run((draft) => copy(byPhone(draft, phone) ?? null)),
    insert: (user) =>
      run((draft) => {
        const existing = byPhone(draft, user.phone);
        if (existing) return { created: false as const, user: copy(existing) };
        assertNew(draft.read('users'), user.id, 'user id');
        draft.write('users').set(user.id, copy(user));
        return { created: true as const, user: copy(user) };
      }),
    update: (id, changes) =>
      change(id, (user) => ({ ...user, ...copy(userChangesToWrite(changes)) })),
    countOrder: (id) => change(id, (user) => ({ ...user, totalOrders: user.totalOrders + 1 })),
  };
}
