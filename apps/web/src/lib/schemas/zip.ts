import * as z from 'zod/mini';

/** A pin code's serviceability (spec 3 "Zip code"), as GetZipCode answers it; null = unknown. */
export const ZipCodeSchema = z.object({
  id: z.string(),
  codMaxAmount: z.nullish(z.number()),
  cod: z.boolean(),
  prepaid: z.boolean(),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
});

export type ZipCode = z.infer<typeof ZipCodeSchema>;

/** A pin code is six digits, the first not zero. */
export const isPinCode = (value: string): boolean => /^[1-9]\d{5}$/.test(value.trim());
