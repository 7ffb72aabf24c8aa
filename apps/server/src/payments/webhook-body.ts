import type * as z from 'zod';

/**
 * A webhook body read as JSON and checked against the parts we read, or null when it is not
 * JSON or lacks them.
 *
 * @example
 * const delivery = webhookBody(raw.toString('utf8'), deliverySchema);
 * if (!delivery) return 'malformed';
 */
export function webhookBody<T>(body: string, schema: z.ZodType<T>): T | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
