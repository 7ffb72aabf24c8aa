import type { Actor } from '@haat/storefront-api/admin-resolvers';
import type { UserRecord } from '../ports/storage/records.js';
import type { AdminContext } from './admin-context.js';

/**
 * A person's name as staff see it (first and last), null when they gave none.
 *
 * @example
 * personNameOf({ firstName: 'Asha', lastName: 'Rao' } as UserRecord); // 'Asha Rao'
 */
export const personNameOf = (user: UserRecord | null | undefined): string | null =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;

/**
 * Entries (audit log, stock ledger, order timeline) with each staff actor named as staff know
 * them — their name, else their phone — instead of a user id nobody can read. One user read per
 * distinct staff member on the page (a shop has a handful); a member whose user is gone keeps
 * the id alone.
 *
 * @example
 * const items = await withStaffNames(context, page.items.map(entryOf));
 * items[0]?.actor.name; // 'Asha Rao' or '+919811100001'
 */
export async function withStaffNames<T extends { readonly actor: Actor }>(
  context: AdminContext,
  entries: readonly T[],
): Promise<T[]> {
  const ids = [
    ...new Set(
      entries.flatMap(({ actor }) =>
        actor.kind === 'STAFF' && actor.id && !actor.name ? [actor.id] : [],
      ),
    ),
  ];
  const users = await Promise.all(ids.map((id) => context.deps.storage.repos.users.byId(id)));
  const names = new Map(
    ids.map((id, at) => [id, personNameOf(users[at]) ?? users[at]?.phone ?? null] as const),
  );
  return entries.map((entry) => {
    const name = entry.actor.kind === 'STAFF' && entry.actor.id ? names.get(entry.actor.id) : null;
    return name ? { ...entry, actor: { ...entry.actor, name } } : entry;
  });
}
