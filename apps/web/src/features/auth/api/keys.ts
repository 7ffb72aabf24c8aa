/**
 * Query keys of everything that belongs to the signed-in user (profile, orders). Each key holds
 * the user id, so one shopper never sees another's cached data; sign-out removes them all.
 */
export const userKeys = {
  all: ['user'] as const,
  of: (userId: string) => [...userKeys.all, userId] as const,
  orders: (userId: string) => [...userKeys.of(userId), 'orders'] as const,
};
