import { GST_RATES, isGstRate, type GstRate } from '@haat/commerce-core';

/**
 * The HSN code and GST rate as the product form holds them (text, as typed or chosen).
 *
 * @example
 * const draft: TaxDraft = { hsnCode: '3304', gstRate: '18' };
 */
export interface TaxDraft {
  readonly hsnCode: string;
  /** '' when not set, else one of commerce-core's GST rates as text. */
  readonly gstRate: string;
}

/**
 * The GST rates staff choose from (commerce-core's one list), as the form's options.
 *
 * @example
 * GST_RATE_OPTIONS.includes(18); // true
 */
export const GST_RATE_OPTIONS: readonly GstRate[] = GST_RATES;

const HSN = /^(\d{4}|\d{6}|\d{8})$/;

/**
 * A product's tax fields as the form first shows them.
 *
 * @example
 * taxDraftOf({ hsnCode: '3304', gstRate: 18 }); // { hsnCode: '3304', gstRate: '18' }
 */
export function taxDraftOf(product: {
  hsnCode?: string | null | undefined;
  gstRate?: number | null | undefined;
}): TaxDraft {
  return {
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate == null ? '' : String(product.gstRate),
  };
}

/**
 * The tax fields to send (an empty HSN code removes it; a rate left unset is not sent, the
 * server keeps the stored one), or the problems by field, worded as the server words them.
 *
 * @example
 * readTaxDraft({ hsnCode: '33049', gstRate: '18' }).problems.hsnCode;
 * // 'Enter an HSN code of 4, 6 or 8 digits.'
 */
export function readTaxDraft(draft: TaxDraft): {
  fields: { hsnCode: string; gstRate?: GstRate } | null;
  problems: Partial<Record<keyof TaxDraft, string>>;
} {
  const hsnCode = draft.hsnCode.replace(/\s+/g, '');
  const problems: Partial<Record<keyof TaxDraft, string>> = {};
  if (hsnCode !== '' && !HSN.test(hsnCode)) {
    problems.hsnCode = 'Enter an HSN code of 4, 6 or 8 digits.';
  }
  const rate = draft.gstRate === '' ? null : Number(draft.gstRate);
  if (rate !== null && !isGstRate(rate)) {
    problems.gstRate = `Choose a GST rate: ${GST_RATES.join(', ')} %.`;
  }
  if (Object.keys(problems).length) return { fields: null, problems };
  return {
    fields: rate !== null && isGstRate(rate) ? { hsnCode, gstRate: rate } : { hsnCode },
    problems,
  };
}
