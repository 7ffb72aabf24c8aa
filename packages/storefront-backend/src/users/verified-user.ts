import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { newUser } from './new-user.js';

/**
 * The user of a phone whose one-time code was just verified: created now when new (the phone is
 * unique in storage, so of concurrent verifications one creates and the others get that user),
 * else marked phone-verified. `id` is the id a new user gets (the user pool picks it before the
 * code is checked, so the challenge can name it).
 *
 * @example
 * const user = await verifiedUser(deps, '+919876543210', now);
 */
export async function verifiedUser(
  deps: BackendDeps,
  phone: string,
  now: number,
  id: string = deps.ids.uuid(),
): Promise<UserRecord> {
  const { users } = deps.storage.repos;
  const outcome = await users.insert(newUser(id, phone, now));
  if (outcome.created || outcome.user.phoneVerified) return outcome.user;
  return (await users.update(outcome.user.id, { phoneVerified: true })) ?? outcome.user;
}
