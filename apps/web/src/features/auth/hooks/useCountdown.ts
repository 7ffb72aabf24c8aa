import { useEffect, useState } from 'react';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const [count, setCount] = useState(() => ({ until, seconds: secondsUntil(until) }));
  // A new target shows at once (no stale frame with the old count).
  if (count.until !== until) setCount({ until, seconds: secondsUntil(until) });

  useEffect(() => {
    // Always ticks at least once: time may pass between the render and this effect (a busy
    // main thread, a phone waking up), and a count rendered then must still reach 0.
    const timer = setInterval(() => {
      setCount({ until, seconds: secondsUntil(until) });
      if (until <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return count.until === until ? count.seconds : secondsUntil(until);
}
