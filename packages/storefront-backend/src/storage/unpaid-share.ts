/**
 * Whether unpaid orders may hold `quantity` more units of a tracked stock key: together they
 * may hold at most half, rounded up, of the units not promised to paying orders, that is
 * `held + q ≤ ⌈(onHand − reserved + held) / 2⌉`, written without division as
 * `2 × (held + q) ≤ onHand − reserved + held + 1` (the SQL adapter's WHERE says the same).
 * Half keeps the other half for orders that pay (cash on delivery, or once paid online);
 * rounding up lets an unpaid order take the last unit of a key when nobody else holds it.
 *
 * @example
 * unpaidShareAllows({ onHand: 10, reserved: 0, held: 0 }, 5); // true
 * unpaidShareAllows({ onHand: 10, reserved: 5, held: 5 }, 1); // false: 5 of 10 held already
 * unpaidShareAllows({ onHand: 1, reserved: 0, held: 0 }, 1); // true
 */
export function unpaidShareAllows(
  row: { readonly onHand: number; readonly reserved: number; readonly held: number },
  quantity: number,
): boolean {
  return 2 * (row.held + quantity) <= row.onHand - row.reserved + row.held + 1;
}
