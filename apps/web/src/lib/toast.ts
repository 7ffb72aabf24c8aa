import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The one way to show a toast. Toasts sit bottom-left and close after 3 s (the toaster in
 * App.tsx); cart notices sit top-centre for 1 s (spec 2).
 *
 * The toast library (sonner, ~10 KB gzipped) is not part of the first load: it is fetched when
 * the browser is idle after the first render, or by the first toast, whichever comes first.
 * Calls made before it arrives are shown as soon as it has (sonner replays them to its toaster).
 * Each call answers the toast's id at once, so it can be dismissed later.
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];
type Variant = 'success' | 'info' | 'warning' | 'error' | 'message';

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();
let counter = 0;

/** Fetches the toast library (once) and asks the app to mount its toaster. */
export function loadToaster(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For the toaster host: whether the toaster should be mounted yet, and change notifications. */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function show(variant: Variant | null, message: Message, options: ExternalToast = {}) {
  const id = options.id ?? `toast-${(counter += 1)}`;
  loadToaster()
    .then(({ toast: sonnerToast }) => {
      const call = variant ? sonnerToast[variant] : sonnerToast;
      call(message, { ...options, id });
    })
    .catch((error: unknown) => console.error(error));
  return id;
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show(null, message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    info: (message: Message, options?: ExternalToast) => show('info', message, options),
    warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
    message: (message: Message, options?: ExternalToast) => show('message', message, options),
    dismiss: (id?: string | number) => {
      void loadToaster().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
    },
  },
);

export const CART_NOTICE_DURATION_MS = 1000;

/** Shows a cart notice (spec 8 "Cart notices") as the top-centre toast for 1 s. */
export function showCartNotice(message: string) {
  return toast(message, { position: 'top-center', duration: CART_NOTICE_DURATION_MS });
}
