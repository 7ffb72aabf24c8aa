/** A field read from a form: its value, or the message saying what is wrong with it. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Rupees typed by staff (at most two decimals: the API reads amounts to the paisa). Empty is
 * `null` when the field is optional.
 *
 * @example
 * readRupees('474.05', { required: true }); // { ok: true, value: 474.05 }
 * readRupees('4.005', { required: true }).ok; // false: 'Enter rupees with at most two decimals (paise).'
 */
export function readRupees(text: string, { required }: { required: boolean }): Read<number | null> {
  const trimmed = text.trim().replaceAll(',', '');
  if (!trimmed)
    return required
      ? { ok: false, message: 'Enter an amount in rupees.' }
      : { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) {
    return { ok: false, message: 'Enter rupees with at most two decimals (paise).' };
  }
  return { ok: true, value: Number(trimmed) };
}

/**
 * A whole number typed by staff, within `[min, max]`. Empty is `null` when optional.
 *
 * @example
 * readWhole('-3', { required: true, min: 0 }).ok; // false: 'Enter a whole number of at least 0.'
 */
export function readWhole(
  text: string,
  {
    required,
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
  }: { required: boolean; min?: number; max?: number },
): Read<number | null> {
  const trimmed = text.trim();
  if (!trimmed)
    return required ? { ok: false, message: 'Enter a whole number.' } : { ok: true, value: null };
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, message: 'Enter a whole number.' };
  const value = Number(trimmed);
  if (value < min) return { ok: false, message: `Enter a whole number of at least ${min}.` };
  if (value > max) return { ok: false, message: `Enter a whole number of at most ${max}.` };
  return { ok: true, value };
}

/**
 * The text for an input from a value the API sent (null and undefined as empty).
 *
 * @example
 * asText(null); // ''
 */
export const asText = (value: number | string | null | undefined): string =>
  value == null ? '' : String(value);
