import { useState, type ReactNode } from 'react';

export type AlertStatus = 'error' | 'success' | 'warning' | 'info' | 'transparent';

const styles: Record<AlertStatus, string> = {
  error: 'border-danger/40 bg-danger/5 text-danger',
  success: 'border-success/40 bg-success/5 text-success',
  warning: 'border-warning/40 bg-warning/5 text-warning',
  info: 'border-info/40 bg-info/5 text-info',
  transparent: 'border-line bg-transparent text-ink',
};

interface AlertBoxProps {
  status?: AlertStatus;
  title?: string;
  children: ReactNode;
  /** Shows a close button; the box hides itself when pressed. */
  dismissible?: boolean;
  onDismiss?: () => void;
  className?: string;
}

/**
 * The dismissible alert box of spec 2 with its five statuses. Errors and warnings are announced
 * at once (role alert), the others politely (role status).
 */
export function AlertBox({
  status = 'info',
  title,
  children,
  dismissible = true,
  onDismiss,
  className = '',
}: AlertBoxProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const urgent = status === 'error' || status === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-status={status}
      className={`flex items-start gap-3 rounded-lg border p-3 text-sm ${styles[status]} ${className}`}
    >
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className="text-ink">{children}</div>
      </div>
      {dismissible ? (
        <button
          type="button"
          className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-ink/5"
          aria-label="Dismiss"
          onClick={() => {
            setOpen(false);
            onDismiss?.();
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
