import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateFormatter, shopperToday } from '../dates';

describe('dateFormatter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formats an ISO date in Indian English', () => {
    const formatDate = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric' });
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('22 Nov 2026');
  });

  it('creates its Intl formatter on first use, once', () => {
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const create = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
      return new RealDateTimeFormat(locales, options);
    });
    const formatDate = dateFormatter({ month: 'long' });
    expect(create).not.toHaveBeenCalled();
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('November');
    expect(formatDate('2026-01-02T10:00:00.000Z')).toBe('January');
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('shopperToday', () => {
  it.each([
    [new Date(2026, 0, 5, 0, 0), '2026-01-05'],
    [new Date(2026, 10, 23, 23, 59), '2026-11-23'],
    [new Date(1994, 7, 15, 12), '1994-08-15'],
  ])('%s is %s on the local calendar', (now, day) => {
    expect(shopperToday(now)).toBe(day);
  });
});
