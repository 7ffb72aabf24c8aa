import * as z from 'zod/mini';

/** A saved address (spec 3 "User address"), as searchUserAddresses and the mutations answer it. */
export const UserAddressSchema = z.object({
  id: z.string(),
  userID: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.nullish(z.string()),
  country: z.string(),
  state: z.nullish(z.string()),
  city: z.string(),
  pinCode: z.string(),
  landmark: z.nullish(z.string()),
  address: z.string(),
  location: z.nullish(z.string()),
  area: z.nullish(z.string()),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});

export type UserAddress = z.infer<typeof UserAddressSchema>;

export const UserAddressPageSchema = z.object({
  items: z.array(UserAddressSchema),
  nextToken: z.nullish(z.string()),
  total: z.number(),
});
