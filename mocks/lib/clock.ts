/** The mock backend's notion of now (epoch ms); injectable so tests can move time. */
export type Clock = () => number;

/** The configured clock, or the real one. */
export function clockFrom(now: (() => number) | undefined): Clock {
  return now ?? (() => Date.now());
}

/** ISO 8601 string of a clock reading. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
