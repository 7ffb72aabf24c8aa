import { isGstRate, validateGstin } from '@haat/commerce-core';

/** A problem with a catalogue field: the field's name and what is wrong, in words. */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * What is wrong with a product's tax and parcel fields (issue 25), as the catalogue format and
 * any product write check them: `hsnCode` 4, 6 or 8 digits, `gstRate` one of 0, 5, 12, 18, 28,
 * `dimensions` three positive numbers of centimetres; each may be absent or null.
 *
 * @example
 * productTaxProblems({ hsnCode: '33049', gstRate: 15 });
 * // [{ field: 'hsnCode', message: 'must be an HSN code of 4, 6 or 8 digits, not "33049"' },
 * //  { field: 'gstRate', message: 'must be a GST rate: 0, 5, 12, 18 or 28 (percent), not 15' }]
 */
export function productTaxProblems(product: Readonly<Record<string, unknown>>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { hsnCode, gstRate, dimensions } = product;
  if (hsnCode != null && !(typeof hsnCode === 'string' && /^(\d{4}|\d{6}|\d{8})$/.test(hsnCode))) {
    problems.push({
      field: 'hsnCode',
      message: `must be an HSN code of 4, 6 or 8 digits, not ${JSON.stringify(hsnCode)}`,
    });
  }
  if (gstRate != null && !isGstRate(gstRate)) {
    problems.push({
      field: 'gstRate',
      message: `must be a GST rate: 0, 5, 12, 18 or 28 (percent), not ${JSON.stringify(gstRate)}`,
    });
  }
  if (dimensions != null) {
    const sides = isRecord(dimensions)
      ? [dimensions['lengthCm'], dimensions['breadthCm'], dimensions['heightCm']]
      : [];
    if (sides.length !== 3 || !sides.every(positive)) {
      problems.push({
        field: 'dimensions',
        message:
          'must give lengthCm, breadthCm and heightCm, each a positive number of centimetres',
      });
    }
  }
  return problems;
}

/**
 * What is wrong with a store's GST registration (issue 25): absent or null is allowed (the shop
 * is not registered); otherwise a valid GSTIN (format and check character), a legal name and an
 * address.
 *
 * @example
 * taxRegistrationProblems({ gstin: '27AAPFU0939F1ZX', legalName: 'Haat', address: 'Mumbai' });
 * // [{ field: 'taxRegistration.gstin', message: 'The GSTIN 27AAPFU0939F1ZX fails its check character (expected V).' }]
 */
export function taxRegistrationProblems(registration: unknown): FieldProblem[] {
  if (registration == null) return [];
  if (!isRecord(registration)) {
    return [
      { field: 'taxRegistration', message: 'must be an object with gstin, legalName and address' },
    ];
  }
  const problems: FieldProblem[] = [];
  const gstin = registration['gstin'];
  const check = validateGstin(typeof gstin === 'string' ? gstin : '');
  if (!check.valid) problems.push({ field: 'taxRegistration.gstin', message: check.message });
  for (const field of ['legalName', 'address'] as const) {
    const value = registration[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({ field: `taxRegistration.${field}`, message: 'must not be empty' });
    }
  }
  return problems;
}
