import { useState } from 'react';
import { SmartLink } from '@/components/SmartLink';
import type { Announcement } from '@/lib/schemas/store';
import { useStoreData } from '@/features/store/hooks/useStoreData';
import { deviceClass } from '@/components/deviceClass';

function Item({
  note,
  hidden = false,
  full = false,
}: {
  note: Announcement;
  hidden?: boolean;
  full?: boolean;
}) {
  const style = { backgroundColor: note.color ?? undefined, color: note.textColor ?? undefined };
  // The looping copy is decoration: plain text, so nothing hidden can take focus.
  const body =
    note.link && !hidden ? (
      <SmartLink
        to={note.link}
        className="inline-flex h-full items-center underline-offset-2 hover:underline"
      >
        {note.label}
      </SmartLink>
    ) : (
      note.label
    );
  return (
    <li
      aria-hidden={hidden || undefined}
      style={style}
      className={`flex h-8 shrink-0 items-center whitespace-nowrap px-6 ${full ? 'w-full justify-center' : ''} ${deviceClass(note.deviceType)}`}
    >
      {body}
    </li>
  );
}

/**
 * The store's announcements (archived ones dropped). With the page's top runner switched on they
 * run across the top in a loop (a Pause button stops them; reduced motion never moves them);
 * otherwise the first one is shown still.
 */
export function AnnouncementBar({ running }: { running: boolean }) {
  const { announcements } = useStoreData();
  const [paused, setPaused] = useState(false);
  if (announcements.length === 0) return null;
  if (!running || announcements.length === 1) {
    return (
      <ul
        aria-label="Announcements"
        className="flex h-8 justify-center overflow-hidden text-center text-sm"
      >
        {announcements.slice(0, 1).map((note) => (
          <Item key={note.label} note={note} full />
        ))}
      </ul>
    );
  }
  // The strip runs in its own clipped box beside the button: no text passes under "Pause".
  return (
    <div className="flex h-8 text-sm">
      <div className="min-w-0 flex-1 overflow-hidden">
        <ul
          aria-label="Announcements"
          className="runner flex w-max"
          data-paused={paused || undefined}
        >
          {announcements.map((note) => (
            <Item key={note.label} note={note} />
          ))}
          {announcements.map((note) => (
            <Item key={`copy-${note.label}`} note={note} hidden />
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="h-full shrink-0 border-l border-line bg-surface px-2 text-xs font-medium text-ink motion-reduce:hidden"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? 'Play' : 'Pause'} <span className="sr-only">announcements</span>
      </button>
    </div>
  );
}
