import { readStoreSettings, type StoreSettings } from '@haat/commerce-core';
import type { CatalogueEssentials } from './snapshot.js';

const cache = new WeakMap<CatalogueEssentials['settings'], StoreSettings>();

/**
 * The store settings as commerce-core reads them (numbers and flags), read once per settings
 * list.
 *
 * @example
 * storeSettings(catalogue).codCharges; // 49
 */
export function storeSettings(catalogue: Pick<CatalogueEssentials, 'settings'>): StoreSettings {
  const cached = cache.get(catalogue.settings);
  if (cached) return cached;
  const settings = readStoreSettings(catalogue.settings);
  cache.set(catalogue.settings, settings);
  return settings;
}
