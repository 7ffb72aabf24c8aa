import type { ReactNode } from 'react';

/** An icon with a short title and text (store promises: shipping, COD, returns…). */
export function IconBox({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-xl border border-line p-4">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-muted text-brand"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-ink-muted">{children}</p>
      </div>
    </div>
  );
}
