import { readStoreSettings, type StoreSettings } from '@haat/commerce-core';
import type { Catalogue } from './index.js';

const cache = new WeakMap<Catalogue['settings'], StoreSettings>();

/** The store settings as commerce-core reads them (numbers and flags). */
export function storeSettings(catalogue: Catalogue): StoreSettings {
  const cached = cache.get(catalogue.settings);
  if (cached) return cached;
  const settings = readStoreSettings(catalogue.settings);
  cache.set(catalogue.settings, settings);
  return settings;
}
