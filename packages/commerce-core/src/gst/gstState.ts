import { GST_STATES, type GstState } from './gstStates.js';

/** Other two-letter codes in common use for the same states (vehicle and postal codes). */
const OTHER_ALPHAS: Readonly<Record<string, string>> = {
  TS: 'TG',
  OD: 'OR',
  UK: 'UT',
  CG: 'CT',
  DN: 'DH',
  DD: 'DH',
};

const key = (text: string) => text.trim().toUpperCase().replaceAll('&', 'AND').replace(/\s+/g, ' ');

/**
 * The state a code or name stands for: a GST state code (`'27'`, or `'7'` for `'07'`), a
 * two-letter code (`'MH'`; `'TS'`, `'OD'`, `'UK'`, `'CG'`, `'DN'` and `'DD'` are read as the
 * table's `'TG'`, `'OR'`, `'UT'`, `'CT'` and `'DH'`) or a name in any case (`'TAMIL NADU'`,
 * `'Jammu & Kashmir'`); null for anything else.
 *
 * @example
 * gstState('MH')?.code; // '27'
 * gstState('7')?.name; // 'Delhi'
 * gstState('Karnataka')?.alpha; // 'KA'
 */
export function gstState(codeOrName: string | null | undefined): GstState | null {
  if (!codeOrName) return null;
  const wanted = key(codeOrName);
  if (/^\d{1,2}$/.test(wanted)) {
    const code = wanted.padStart(2, '0');
    return GST_STATES.find((state) => state.code === code) ?? null;
  }
  const alpha = OTHER_ALPHAS[wanted] ?? wanted;
  return GST_STATES.find((state) => state.alpha === alpha || key(state.name) === wanted) ?? null;
}
