/** The sale timer's settings (spec 3: TIMER_TTILE — sic —, TIMER_DESCRIPTION, TIMER_COLOR, …). */
export interface TimerSettings {
  enabled: boolean;
  daily: boolean;
  title: string;
  description: string;
  color: string | null;
  bgColor: string | null;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
/** Daily timers repeat on the shop's clock: India Standard Time, UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

const flag = (value: string | undefined) =>
  ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase());

/** Reads the TIMER_* settings from the store's `{ key, value }` pairs. */
export function readTimerSettings(pairs: readonly { key: string; value: string }[]): TimerSettings {
  const get = (key: string) => pairs.find((pair) => pair.key === key)?.value?.trim();
  return {
    enabled: flag(get('TIMER_ENABLED')),
    daily: flag(get('IS_DAILY_TIMER')),
    title: get('TIMER_TTILE') ?? '',
    description: get('TIMER_DESCRIPTION') ?? '',
    color: get('TIMER_COLOR') || null,
    bgColor: get('TIMER_BG_COLOR') || null,
    start: get('TIMER_START_TIME') ?? '',
    end: get('TIMER_END_TIME') ?? '',
  };
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Milliseconds after IST midnight for 'HH:mm[:ss]' or the clock part of an ISO date. */
function timeOfDay(value: string): number | null {
  const clock = CLOCK.exec(value);
  if (clock) {
    return ((Number(clock[1]) * 60 + Number(clock[2])) * 60 + Number(clock[3] ?? 0)) * 1000;
  }
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return (((at + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** Today's IST midnight (as epoch ms) for `now`. */
const istMidnight = (now: number) => now - ((((now + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);

/**
 * When the timer is running at `now`, the epoch ms it ends at; else null. A daily timer uses only
 * the clock times (IST) and repeats every day (an end before the start runs past midnight); a
 * one-off timer runs from its start date to its end date.
 */
export function timerEnd(settings: TimerSettings, now: number): number | null {
  if (!settings.enabled) return null;
  if (!settings.daily) {
    const start = Date.parse(settings.start);
    const end = Date.parse(settings.end);
    if (Number.isNaN(end)) return null;
    return (Number.isNaN(start) || start <= now) && now < end ? end : null;
  }
  const from = timeOfDay(settings.start);
  const to = timeOfDay(settings.end);
  if (from === null || to === null) return null;
  const length = (to - from + DAY_MS) % DAY_MS || DAY_MS;
  for (const day of [istMidnight(now), istMidnight(now) - DAY_MS]) {
    const start = day + from;
    if (start <= now && now < start + length) return start + length;
  }
  return null;
}

/** 'HH:MM:SS' left until `end`, never negative. */
export function countdown(end: number, now: number): string {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
