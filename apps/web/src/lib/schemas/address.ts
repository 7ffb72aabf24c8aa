import * as z from 'zod/mini';
import { addressFields } from './addressFields';

/** A saved address (spec 3 "User address"), as searchUserAddresses and the mutations answer it. */
export const UserAddressSchema = z.object({
  id: z.string(),
  userID: z.string(),
  ...addressFields,
  phone: z.string(),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});

export type UserAddress = z.infer<typeof UserAddressSchema>;

export const UserAddressPageSchema = z.object({
  items: z.array(UserAddressSchema),
  nextToken: z.nullish(z.string()),
  total: z.number(),
});
