import { describe, expect, it } from 'vitest';
import { countdown, readTimerSettings, timerEnd } from '../timer';

const pairs = (overrides: Record<string, string> = {}) =>
  Object.entries({
    TIMER_ENABLED: 'true',
    IS_DAILY_TIMER: 'true',
    TIMER_TTILE: 'Midnight Glow Sale',
    TIMER_DESCRIPTION: 'Ends at midnight!',
    TIMER_START_TIME: '2026-11-01T00:00:00+05:30',
    TIMER_END_TIME: '2030-12-31T23:59:59+05:30',
    ...overrides,
  }).map(([key, value]) => ({ key, value }));

describe('timerEnd', () => {
  it('runs a daily timer every day until the end clock time in IST', () => {
    const now = Date.parse('2026-11-22T10:00:00+05:30');
    expect(timerEnd(readTimerSettings(pairs()), now)).toBe(Date.parse('2026-11-22T23:59:59+05:30'));
  });

  it('ignores the dates of a daily timer (a day long past the end date still runs)', () => {
    const now = Date.parse('2031-06-01T09:30:00+05:30');
    expect(timerEnd(readTimerSettings(pairs()), now)).toBe(Date.parse('2031-06-01T23:59:59+05:30'));
  });

  it('is off outside the daily window and when disabled', () => {
    const settings = readTimerSettings(
      pairs({ TIMER_START_TIME: '10:00', TIMER_END_TIME: '12:00' }),
    );
    expect(timerEnd(settings, Date.parse('2026-11-22T09:59:00+05:30'))).toBeNull();
    expect(timerEnd(settings, Date.parse('2026-11-22T11:00:00+05:30'))).toBe(
      Date.parse('2026-11-22T12:00:00+05:30'),
    );
    expect(timerEnd(readTimerSettings(pairs({ TIMER_ENABLED: 'false' })), Date.now())).toBeNull();
  });

  it('runs a daily window across midnight', () => {
    const settings = readTimerSettings(
      pairs({ TIMER_START_TIME: '22:00', TIMER_END_TIME: '02:00' }),
    );
    expect(timerEnd(settings, Date.parse('2026-11-23T01:00:00+05:30'))).toBe(
      Date.parse('2026-11-23T02:00:00+05:30'),
    );
  });

  it('runs a one-off timer between its dates only', () => {
    const settings = readTimerSettings(
      pairs({
        IS_DAILY_TIMER: 'false',
        TIMER_START_TIME: '2026-11-20T00:00:00+05:30',
        TIMER_END_TIME: '2026-11-25T00:00:00+05:30',
      }),
    );
    expect(timerEnd(settings, Date.parse('2026-11-22T00:00:00+05:30'))).toBe(
      Date.parse('2026-11-25T00:00:00+05:30'),
    );
    expect(timerEnd(settings, Date.parse('2026-11-26T00:00:00+05:30'))).toBeNull();
  });
});

describe('countdown', () => {
  it('prints hours, minutes and seconds left', () => {
    expect(countdown(3_723_000, 0)).toBe('01:02:03');
    expect(countdown(0, 5000)).toBe('00:00:00');
  });
});
