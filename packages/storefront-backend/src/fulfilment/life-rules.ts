import type { BackendSettings } from '../deps.js';
import type { LifeRules } from './life.js';

/**
 * The order-life rules a shop gets unless its settings say otherwise (`settings.orderLife`):
 * COD orders wait for confirmation before packing (the check confirms a COD order
 * first; 25–35 % of COD orders come back, so shops confirm them), delivered orders may be
 * returned for 7 days, and a PPCOD advance is kept when the parcel comes back undelivered.
 *
 * @example
 * const rules = shopLifeRules(deps.settings);
 */
export const DEFAULT_LIFE_RULES: LifeRules = {
  codConfirmation: true,
  returnWindowMs: 7 * 86_400_000,
  rtoAdvance: 'keep',
};

/**
 * The shop's order-life rules: its settings (`settings.orderLife`) over the defaults. The one
 * place they are combined: moves, placement, the console's order view and the sweeps read it.
 *
 * @example
 * shopLifeRules({ orderLife: { returnWindowMs: 14 * 86_400_000 } }).returnWindowMs; // 14 days
 */
export const shopLifeRules = (settings: Pick<BackendSettings, 'orderLife'>): LifeRules => ({
  ...DEFAULT_LIFE_RULES,
  ...settings.orderLife,
});
