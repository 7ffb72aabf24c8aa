import { fromPaise } from '@haat/commerce-core';
import type { User } from '@haat/storefront-api/resolvers';
import type { UserRecord } from '../ports/storage/records.js';

/**
 * A stored user as the API answers it: times as ISO strings, rewards in rupees.
 *
 * @example
 * apiUser(record).totalRewards; // 120.5
 */
export function apiUser(user: UserRecord): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    dob: user.dob,
    totalOrders: user.totalOrders,
    isActive: user.isActive,
    authProvider: user.authProvider,
    isAdmin: user.isAdmin,
    profilePhotoUrl: user.profilePhotoUrl,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    isCognitoConfirmed: user.isCognitoConfirmed,
    createdAt: new Date(user.createdAt).toISOString(),
    totalRewards: fromPaise(user.rewardBalance),
  };
}
