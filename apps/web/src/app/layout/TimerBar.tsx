import { useEffect, useState } from 'react';
import { useRawSettings } from '@/features/store/hooks/storeData';
import { countdown, readTimerSettings, timerEnd } from '@/features/store/timer';

/** The sale timer (TIMER_* settings): title, description and the time left, ticking each second. */
export function TimerBar() {
  const settings = readTimerSettings(useRawSettings());
  const [now, setNow] = useState(() => Date.now());
  const end = timerEnd(settings, now);
  const running = end !== null;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  if (end === null) return null;
  return (
    <section
      aria-label={settings.title || 'Sale timer'}
      style={{ backgroundColor: settings.bgColor ?? undefined, color: settings.color ?? undefined }}
      className="flex h-14 flex-col items-center justify-center overflow-hidden bg-brand px-3 text-center text-sm text-white"
    >
      <p className="max-w-full truncate">
        <strong className="font-semibold">{settings.title}</strong>{' '}
        <span className="max-[499px]:hidden">{settings.description}</span>
      </p>
      <p>
        Ends in{' '}
        <time role="timer" className="font-mono font-semibold tabular-nums">
          {countdown(end, now)}
        </time>
      </p>
    </section>
  );
}
