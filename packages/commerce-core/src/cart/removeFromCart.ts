import type { CartState } from '../types/cart.js';

/**
 * Removes a line and every line whose `parentRecordKey` is its record key (spec 4 "Remove").
 *
 * @example
 * removeFromCart(state, 'p1-v1').data; // without 'p1-v1' and its deal add-ons
 */
export function removeFromCart(state: CartState, key: string): CartState {
  const data = state.data.filter((line) => line.recordKey !== key && line.parentRecordKey !== key);
  return data.length === state.data.length ? state : { ...state, data };
}
