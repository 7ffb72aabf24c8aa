import { kolkataDate } from './kolkataDate.js';

/**
 * A calendar day in Asia/Kolkata (`YYYY-MM-DD`) as epoch milliseconds: `startsAt` (00:00 IST)
 * inclusive, `endsAt` (the next day's 00:00 IST, 24 h later: India keeps no summer time)
 * exclusive; null for anything but a real date written `YYYY-MM-DD` (2026-02-30 is null).
 *
 * @example
 * kolkataDay('2026-11-27'); // { startsAt: Date.parse('2026-11-26T18:30:00Z'), endsAt: Date.parse('2026-11-27T18:30:00Z') }
 * kolkataDay('27-11-2026'); // null
 */
export function kolkataDay(day: string): { startsAt: number; endsAt: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const startsAt =
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - 330 * 60_000;
  if (kolkataDate(startsAt) !== day) return null;
  return { startsAt, endsAt: startsAt + 86_400_000 };
}
