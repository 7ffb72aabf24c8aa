const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN, computed from its first 14 (the GSTN's check digit: each
 * character's value 0–35 times 1 or 2 alternately from the left, each product's base-36 digits
 * added, the check character is what brings the sum to a multiple of 36). Null when the 14
 * characters are not all digits or capital letters.
 *
 * @example
 * gstinCheckCharacter('27AAPFU0939F1Z'); // 'V'
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return null;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}
