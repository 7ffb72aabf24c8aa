import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';

type Placement = 'center' | 'left' | 'right' | 'bottom';

interface DialogProps {
  /** Accessible name, shown as the dialog's heading (visually hidden with `hideTitle`). */
  title: string;
  onClose: () => void;
  children: ReactNode;
  placement?: Placement;
  hideTitle?: boolean;
  className?: string;
}

const panelPlacement: Record<Placement, string> = {
  center: 'm-auto max-h-[90dvh] w-[min(100%-1.5rem,40rem)] rounded-xl',
  left: 'mr-auto h-full w-[min(100%-3rem,22rem)]',
  right: 'ml-auto h-full w-[min(100%-2rem,26rem)]',
  bottom: 'mt-auto max-h-[85dvh] w-full rounded-t-xl',
};

/**
 * An accessible modal dialog: labelled by its title, focus moves in and is trapped (Tab and
 * Shift+Tab cycle), Escape or a click on the backdrop closes it, the page behind does not
 * scroll, and focus returns to the control that opened it. Rendered while mounted (the owner
 * decides when), into document.body.
 */
export function Dialog({
  title,
  onClose,
  children,
  placement = 'center',
  hideTitle = false,
  className = '',
}: DialogProps) {
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useFocusTrap(panel, onClose);

  useEffect(() => {
    const node = backdrop.current;
    const onPointer = (event: MouseEvent) => {
      if (event.target === node) close.current();
    };
    node?.addEventListener('mousedown', onPointer);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      node?.removeEventListener('mousedown', onPointer);
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div ref={backdrop} className="fixed inset-0 z-50 flex bg-ink/50">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex flex-col overflow-y-auto bg-surface shadow-xl outline-none ${panelPlacement[placement]} ${className}`}
      >
        <div className="flex items-center justify-between gap-2 p-3 pl-4">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
            {title}
          </h2>
          <button type="button" className="icon-btn ml-auto" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <div className="px-4 pb-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
