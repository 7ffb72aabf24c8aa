import { readStoreSettings, type StoreSettings } from '@haat/commerce-core';
import type { CatalogueSnapshot } from './snapshot.js';

const cache = new WeakMap<CatalogueSnapshot['settings'], StoreSettings>();

/**
 * The store settings as commerce-core reads them (numbers and flags), read once per settings
 * list.
 *
 * @example
 * storeSettings(catalogue).codCharges; // 49
 */
export function storeSettings(catalogue: CatalogueSnapshot): StoreSettings {
  const cached = cache.get(catalogue.settings);
  if (cached) return cached;
  const settings = readStoreSettings(catalogue.settings);
  cache.set(catalogue.settings, settings);
  return settings;
}
