import type { StoreSettings } from '@haat/commerce-core';
import type { ZipCode } from '@/lib/schemas/zip';

/**
 * The COD order range shown with a delivery check: MIN_COD_AMOUNT, and the lower of
 * MAX_COD_AMOUNT and the pin code's codMaxAmount (a limit of 0 or less means none) — the same
 * limits commerce-core `codAvailability` applies at checkout.
 */
export function codLimits(
  settings: Pick<StoreSettings, 'minCodAmount' | 'maxCodAmount'>,
  zip: Pick<ZipCode, 'codMaxAmount'>,
): { min: number | null; max: number | null } {
  const positive = (value: number | null | undefined) =>
    value != null && value > 0 ? value : null;
  const maxes = [positive(settings.maxCodAmount), positive(zip.codMaxAmount)].filter(
    (value): value is number => value !== null,
  );
  return {
    min: positive(settings.minCodAmount),
    max: maxes.length > 0 ? Math.min(...maxes) : null,
  };
}
