import { gstState } from '@haat/commerce-core';
import type { ZipCode } from '@haat/storefront-api/catalogue';
import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { CourierDeps } from './courier-deps.js';

/**
 * A pin code's serviceability with the courier's estimate: the catalogue's `ZipCode` plus the
 * estimated delivery day (`YYYY-MM-DD`, null when unknown).
 *
 * @example
 * const zip: ZipCodeAnswer = { id: '560034', cod: true, prepaid: true, codMaxAmount: null,
 *   city: 'Bengaluru', state: 'KA', estimatedDelivery: '2026-07-08' };
 */
export type ZipCodeAnswer = ZipCode & { readonly estimatedDelivery?: string | null };

/** The courier's answer for a pin code it can be asked about (six digits), else null. */
const askCourier = (courier: CourierDeps, pinCode: string) =>
  /^\d{6}$/.test(pinCode) ? courier.pinCodes.check(pinCode) : Promise.resolve(null);

/**
 * Asks the courier about a pin code ahead of a transaction that will look it up with
 * {@link zipCodeFor}: the check keeps its answer (or its "no answer"), so the lookup inside the
 * transaction is served from it instead of holding the transaction (its connection and row
 * locks) open for up to the check's time-out (1.5 s) while the courier answers. Nothing without
 * a courier.
 *
 * @example
 * await askCourierAhead(deps.courier, '560034');
 * await storage.transaction((repos) => zipCodeFor(deps.courier, repos, '560034'));
 */
export async function askCourierAhead(
  courier: CourierDeps | undefined,
  pinCode: string,
): Promise<void> {
  if (courier) await askCourier(courier, pinCode);
}

/**
 * The one pin code lookup of GetZipCode, checkout and the address book. Without a courier
 * (self-ship) it is exactly the shop's pin code table (`catalogue.zipCode`). With one, the
 * courier's answer decides whether the pin code is served and whether cash can be collected
 * there, and the shop's table can only narrow it (its `cod: false`, `prepaid: false` and
 * `codMaxAmount` still apply; its city and state are preferred); when the courier does not
 * answer in time the table answers alone.
 *
 * @example
 * const zip = await zipCodeFor(deps.courier, repos, '560034');
 */
export async function zipCodeFor(
  courier: CourierDeps | undefined,
  repos: Repositories<ShopCatalogue>,
  pinCode: string,
): Promise<ZipCodeAnswer | null> {
  if (!courier) return repos.catalogue.zipCode(pinCode);
  const [table, answer] = await Promise.all([
    repos.catalogue.zipCode(pinCode),
    askCourier(courier, pinCode),
  ]);
  if (!answer) return table;
  if (!answer.serviceable) return null;
  return {
    id: pinCode,
    cod: answer.cod && (table?.cod ?? true),
    prepaid: table?.prepaid ?? true,
    codMaxAmount: table?.codMaxAmount ?? null,
    city: table?.city ?? answer.city ?? '',
    state: table?.state ?? gstState(answer.state)?.alpha ?? '',
    estimatedDelivery: answer.estimatedDelivery,
  };
}
