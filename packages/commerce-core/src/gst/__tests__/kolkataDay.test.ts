import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kolkataDate } from '../kolkataDate.js';
import { kolkataDay } from '../kolkataDay.js';

describe('kolkataDay', () => {
  it.each([
    ['2026-11-27', '2026-11-26T18:30:00.000Z', '2026-11-27T18:30:00.000Z'],
    ['2024-02-29', '2024-02-28T18:30:00.000Z', '2024-02-29T18:30:00.000Z'],
    ['2027-01-01', '2026-12-31T18:30:00.000Z', '2027-01-01T18:30:00.000Z'],
  ])('%s starts at %s and ends at %s', (day, start, end) => {
    expect(kolkataDay(day)).toEqual({ startsAt: Date.parse(start), endsAt: Date.parse(end) });
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '27-11-2026', '2026-11-7', ''])(
    'refuses %j',
    (day) => {
      expect(kolkataDay(day)).toBeNull();
    },
  );

  it('holds exactly the instants whose Kolkata date is that day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (at) => {
        const span = kolkataDay(kolkataDate(at));
        expect(span).not.toBeNull();
        expect(at >= (span?.startsAt ?? 0) && at < (span?.endsAt ?? 0)).toBe(true);
      }),
    );
  });
});
