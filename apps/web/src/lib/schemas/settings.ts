import * as z from 'zod/mini';

/** One store configuration value (spec 3 "Store settings"): values arrive as strings. */
export const StoreSettingSchema = z.object({ key: z.string(), value: z.string() });

export type StoreSetting = z.infer<typeof StoreSettingSchema>;
