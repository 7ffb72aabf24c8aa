import { describe, expect, it } from 'vitest';
import { formatPhases, phaseClock } from '../load-phases.js';

describe('phaseClock', () => {
  it('charges the time since the last mark to each phase, adding repeated phases', () => {
    const times = [0, 1_000, 1_500, 4_000, 4_250];
    const clock = phaseClock(() => times.shift() ?? 0);
    clock.mark('rows');
    clock.mark('stock');
    clock.mark('rows');
    clock.mark('analyze');
    expect([...clock.phases]).toEqual([
      ['rows', 3_500],
      ['stock', 500],
      ['analyze', 250],
    ]);
    expect(formatPhases(clock.phases)).toBe('rows 3.5 s, stock 0.5 s, analyze 0.3 s');
  });
});
