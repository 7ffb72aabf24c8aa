import { toast as sonnerToast } from 'sonner';

/**
 * The one way to show a toast (sonner, mounted once in App.tsx: bottom-left, 3 s, as the
 * storefront's). Errors stay until dismissed or replaced: staff must be able to read them.
 *
 * @example
 * toast.success('Order HAAT-10234 confirmed');
 */
export const toast = {
  success: (message: string) => sonnerToast.success(message),
  info: (message: string) => sonnerToast.info(message),
  error: (message: string) => sonnerToast.error(message, { id: message, duration: 8000 }),
};
