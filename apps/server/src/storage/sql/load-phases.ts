/**
 * The time a catalogue load spent in each of its phases, in milliseconds, in order: what
 * `pnpm catalogue:load` prints after its total, so a slow load shows where it went.
 */
export type LoadPhases = Map<string, number>;

/**
 * A clock that charges the time since its last mark to a phase (`mark(name)`), adding to the
 * phase if it is marked more than once.
 *
 * @example
 * const clock = phaseClock();
 * await writeRows();
 * clock.mark('rows');
 * clock.phases; // Map { 'rows' => 1234 }
 */
export function phaseClock(now: () => number = () => performance.now()) {
  const phases: LoadPhases = new Map();
  let last = now();
  return {
    phases,
    mark(name: string): void {
      const at = now();
      phases.set(name, (phases.get(name) ?? 0) + (at - last));
      last = at;
    },
  };
}

/** What {@link phaseClock} gives: marks phases, holds their times. */
export type PhaseClock = ReturnType<typeof phaseClock>;

/**
 * The phases as one line of seconds, for an operator.
 *
 * @example
 * formatPhases(new Map([['rows', 1234], ['indexes', 560]])); // 'rows 1.2 s, indexes 0.6 s'
 */
export const formatPhases = (phases: LoadPhases): string =>
  [...phases].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
