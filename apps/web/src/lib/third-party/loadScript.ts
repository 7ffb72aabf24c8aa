/** Time a third-party script is given to load before the app stops waiting for it. */
export const SCRIPT_TIMEOUT_MS = 15_000;

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
  constructor(
    message: string,
    readonly src: string,
  ) {
    super(message);
  }
}

export interface LoadScriptOptions {
  timeoutMs?: number;
  /** Extra attributes (`data-*`, `crossorigin` …) for the script element. */
  attributes?: Readonly<Record<string, string>>;
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a third-party script once: `async`, appended to <head> (so it never blocks the first
 * render), resolving on load and rejecting with a `ScriptLoadError` on error or after the
 * time-out. Concurrent and later calls for the same `src` share the result; a failed load is
 * forgotten (its element removed) so a later call can try again.
 *
 * @example await loadScript(env.razorpay.scriptUrl); // then `new window.Razorpay(…)`
 */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const timeoutMs = options.timeoutMs ?? SCRIPT_TIMEOUT_MS;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    const fail = (message: string) => {
      settle();
      script.remove();
      loading.delete(src);
      reject(new ScriptLoadError(message, src));
    };
    const timer = setTimeout(() => fail(`timeout of ${timeoutMs}ms exceeded: ${src}`), timeoutMs);
    script.onload = () => {
      settle();
      resolve();
    };
    script.onerror = () => fail(`Script failed to load: ${src}`);
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      script.setAttribute(name, value);
    }
    script.async = true;
    script.src = src;
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
