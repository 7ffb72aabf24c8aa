declare const paiseBrand: unique symbol;

/**
 * An integer amount of paise (1 rupee = 100 paise). All arithmetic inside the package runs on
 * this type; rupees appear only at the edges (`toPaise` in, `fromPaise` out).
 *
 * @example
 * const price: Paise = toPaise(499.5); // 49950
 */
export type Paise = number & { readonly [paiseBrand]: true };

/**
 * Brands an integer count of paise. Throws for non-integers: that is a programmer error.
 *
 * @example
 * asPaise(250); // 250 as Paise
 */
export function asPaise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of paise: ${value}`);
  return (value + 0) as Paise;
}

/**
 * Rupees to paise — THE rounding point of the package: half away from zero to the paisa, on
 * the decimal value the number prints as (so `1.005` becomes 101, not 100). `null`, `undefined`
 * and non-finite numbers count as 0.
 *
 * @example
 * toPaise(0.1 + 0.2); // 30
 * toPaise(1.005); // 101
 */
export function toPaise(rupees: number | null | undefined): Paise {
  if (rupees == null || !Number.isFinite(rupees)) return 0 as Paise;
  const raw = Math.abs(rupees) * 100;
  const nearest = Math.round(raw);
  // Fast path: already a whole number of paise up to float noise (e.g. 0.1 + 0.2 → 30).
  const scaled =
    Math.abs(raw - nearest) < 1e-6 && raw < 1e12 ? nearest : Number(raw.toPrecision(15));
  return (Math.sign(rupees) * Math.round(scaled) + 0) as Paise;
}

/**
 * Paise to rupees. Exact: an integer divided by 100 is the closest double to the two-decimal
 * value, so `fromPaise(30)` is `0.3`, never `0.30000000000000004`.
 *
 * @example
 * fromPaise(asPaise(49950)); // 499.5
 */
export function fromPaise(paise: Paise | number): number {
  return paise / 100 + 0;
}

/**
 * Rounds rupees half-up (away from zero) to 0.01 through `toPaise`.
 *
 * @example
 * roundRupees(0.1 + 0.2); // 0.3
 * roundRupees(2.675); // 2.68
 */
export function roundRupees(rupees: number): number {
  return fromPaise(toPaise(rupees));
}
