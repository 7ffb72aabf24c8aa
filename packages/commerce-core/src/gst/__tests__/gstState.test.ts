import { describe, expect, it } from 'vitest';
import { gstState } from '../gstState.js';
import { GST_STATES } from '../gstStates.js';

describe('gstState', () => {
  it.each([
    ['27', 'Maharashtra'],
    ['7', 'Delhi'],
    ['07', 'Delhi'],
    ['MH', 'Maharashtra'],
    ['ka', 'Karnataka'],
    ['TS', 'Telangana'],
    ['TG', 'Telangana'],
    ['OD', 'Odisha'],
    ['UK', 'Uttarakhand'],
    ['CG', 'Chhattisgarh'],
    ['tamil nadu', 'Tamil Nadu'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['  West   Bengal ', 'West Bengal'],
  ])('reads %j as %s', (input, name) => {
    expect(gstState(input)?.name).toBe(name);
  });

  it.each([['25'], ['28'], ['99'], ['XX'], [''], [null], [undefined], ['Atlantis']])(
    'answers null for %j',
    (input) => {
      expect(gstState(input)).toBeNull();
    },
  );

  it('has one entry per code and per two-letter code, 36 states and union territories', () => {
    expect(GST_STATES).toHaveLength(36);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(GST_STATES.map((s) => s.alpha)).size).toBe(36);
    for (const state of GST_STATES) {
      expect(gstState(state.code)).toBe(state);
      expect(gstState(state.alpha)).toBe(state);
      expect(gstState(state.name)).toBe(state);
    }
  });
});
