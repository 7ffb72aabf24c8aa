import type { GstState } from './gstStates.js';
import type { SupplyType } from './gstTypes.js';

/**
 * Intra-state when the place of supply is the supplier's state (CGST + SGST), else inter-state
 * (IGST). For goods delivered to a shopper the place of supply is the delivery address's state
 * (IGST Act s.10(1)(a)).
 *
 * @example
 * supplyType(gstState('MH')!, gstState('MH')!); // 'INTRA_STATE'
 * supplyType(gstState('MH')!, gstState('KA')!); // 'INTER_STATE'
 */
export function supplyType(supplierState: GstState, placeOfSupply: GstState): SupplyType {
  return supplierState.code === placeOfSupply.code ? 'INTRA_STATE' : 'INTER_STATE';
}
