import { asPaise } from '@haat/commerce-core';
import type { UserRecord } from '../ports/storage/records.js';

/**
 * A new shopper as a verified one-time code creates them: phone verified, no profile yet, no
 * rewards.
 *
 * @example
 * const user = newUser('u1', '+919876543210', clock.now());
 */
export function newUser(id: string, phone: string, now: number): UserRecord {
  return {
    id,
    phone,
    firstName: null,
    lastName: null,
    email: null,
    emailVerified: false,
    gender: null,
    dob: null,
    profilePhotoUrl: null,
    phoneVerified: true,
    isActive: true,
    isAdmin: false,
    isCognitoConfirmed: true,
    authProvider: 'COGNITO',
    totalOrders: 0,
    rewardBalance: asPaise(0),
    createdAt: now,
  };
}
