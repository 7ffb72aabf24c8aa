import * as z from 'zod/mini';

/**
 * The fields a saved address and an order's address share (the API builds one from the other),
 * all but the phone: a saved address always has one, an order's may not.
 */
export const addressFields = {
  name: z.string(),
  email: z.nullish(z.string()),
  country: z.string(),
  state: z.nullish(z.string()),
  city: z.string(),
  pinCode: z.string(),
  landmark: z.nullish(z.string()),
  address: z.string(),
  location: z.nullish(z.string()),
  area: z.nullish(z.string()),
};
