import { addPhonePrefix } from '@haat/commerce-core';
import type { TokenClaims } from './auth.js';
import { isoAt } from './clock.js';
import type { UserRecord } from './models.js';
import type { MockState } from './state/index.js';

/** The user with this phone (any format with or without +91), if known. */
export function findUserByPhone(state: MockState, phone: string): UserRecord | undefined {
  const wanted = addPhonePrefix(phone);
  return state.users.find((user) => user.phone === wanted);
}

/** A new shopper as created by the sign-in flow: phone verified, no profile yet, no rewards. */
export function newUser(id: string, phone: string, nowMs: number): UserRecord {
  return {
    id,
    phone: addPhonePrefix(phone),
    firstName: null,
    lastName: null,
    email: null,
    gender: null,
    dob: null,
    totalOrders: 0,
    isActive: true,
    authProvider: 'COGNITO',
    isAdmin: false,
    profilePhotoUrl: null,
    emailVerified: false,
    phoneVerified: false,
    isCognitoConfirmed: true,
    createdAt: isoAt(nowMs),
    totalRewards: 0,
  };
}

/** The user with this phone, created when new. `created` tells which. */
export function ensureUser(
  state: MockState,
  phone: string,
  nowMs: number,
  id: string = crypto.randomUUID(),
): { user: UserRecord; created: boolean } {
  const existing = findUserByPhone(state, phone);
  if (existing) return { user: existing, created: false };
  return { user: state.users.set(id, newUser(id, phone, nowMs)), created: true };
}

/**
 * The user a token names: by `sub`, else by `phone_number`, else created from the token (so a
 * token minted by the Cognito mock or a test always has a user). Null when the token has no
 * phone and the `sub` is unknown.
 */
export function userForClaims(
  state: MockState,
  claims: TokenClaims,
  nowMs: number,
): UserRecord | null {
  const bySub = state.users.get(claims.sub);
  if (bySub) return bySub;
  if (!claims.phoneNumber) return null;
  return ensureUser(state, claims.phoneNumber, nowMs, claims.sub).user;
}

/** Saves changed fields of a user. */
export function updateUserRecord(
  state: MockState,
  user: UserRecord,
  changes: Partial<UserRecord>,
): UserRecord {
  return state.users.set(user.id, { ...user, ...changes });
}
