import { asPaise, type Paise } from './paise.js';

/**
 * Splits an amount of paise over whole-number weights, exactly: every share is the exact
 * proportional share rounded down, and the paise left over go one each to the shares with the
 * largest remainders (ties to the earlier share). The shares always add up to `amount`, and each
 * is within one paisa of `amount × weight / Σ weights` — the one rounding rule for apportioning a
 * discounted order total over its lines and units (refunds of part of an order). All weights 0:
 * the amount is split as if they were equal. Integer math throughout (BigInt), never floats.
 *
 * @example
 * allocatePaise(asPaise(1000), [1, 1, 1]); // [334, 333, 333]
 * allocatePaise(asPaise(47405), [49900, 19900]); // [33890, 13515]
 */
export function allocatePaise(amount: Paise, weights: readonly number[]): Paise[] {
  if (weights.length === 0) {
    if (amount !== 0) throw new RangeError('Cannot allocate a non-zero amount over no weights');
    return [];
  }
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Allocation weights are whole numbers ≥ 0: ${weight}`);
    }
  }
  if (amount < 0) throw new RangeError(`Cannot allocate a negative amount: ${amount}`);
  const used = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
  const total = used.reduce((sum, weight) => sum + BigInt(weight), 0n);
  const whole = BigInt(amount);
  const shares = used.map((weight) => (whole * BigInt(weight)) / total);
  const remainders = used.map((weight, index) => ({
    index,
    remainder: (whole * BigInt(weight)) % total,
  }));
  let left = whole - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((share) => asPaise(Number(share)));
}
