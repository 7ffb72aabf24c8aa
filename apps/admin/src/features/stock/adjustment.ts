import { readWhole } from '@/lib/forms';
import type { StockLevel } from './api/stock';

/** The reasons of the contract's StockAdjustmentReason and which way each moves units. */
export const ADJUSTMENT_REASONS = [
  { value: 'RECEIVED', label: 'Received from a supplier', sign: 1 },
  { value: 'DAMAGED', label: 'Damaged or lost', sign: -1 },
  { value: 'CORRECTION', label: 'Correction after a count', sign: 0 },
  { value: 'RTO_RESTOCK', label: 'Back on sale after an RTO', sign: 1 },
  { value: 'RETURN_RESTOCK', label: 'Back on sale after a return', sign: 1 },
] as const;

export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]['value'];

/**
 * Checks an adjustment before it is sent: a whole number of units, not zero, in the direction
 * its reason implies, and never leaving fewer on hand than are promised to orders.
 *
 * @example
 * checkAdjustment('-5', 'DAMAGED', { onHand: 6, reserved: 4, … }); // { delta: null, problem: 'On hand cannot go below the 4 units promised to orders.' }
 */
export function checkAdjustment(
  units: string,
  reason: AdjustmentReason,
  level: Pick<StockLevel, 'onHand' | 'reserved'>,
): { delta: number | null; problem: string | null } {
  const read = readWhole(units, { required: true });
  if (!read.ok || read.value === null)
    return { delta: null, problem: read.ok ? 'Enter a whole number.' : read.message };
  const delta = read.value;
  const sign = ADJUSTMENT_REASONS.find((r) => r.value === reason)?.sign ?? 0;
  if (delta === 0) return { delta: null, problem: 'Enter a number of units other than 0.' };
  if (sign > 0 && delta < 0)
    return { delta: null, problem: 'This reason adds units: enter a positive number.' };
  if (sign < 0 && delta > 0)
    return { delta: null, problem: 'This reason takes units: enter a negative number, e.g. -2.' };
  if (level.onHand + delta < level.reserved) {
    return {
      delta: null,
      problem: `On hand cannot go below the ${level.reserved} units promised to orders.`,
    };
  }
  return { delta, problem: null };
}
