import type * as AmplifyAuth from './amplifyAuth';

/** The lazily loaded Amplify Auth module (see amplifyAuth.ts); a type-only import. */
export type AuthModule = typeof AmplifyAuth;

let loading: Promise<AuthModule> | null = null;
const waiting = new Set<(auth: AuthModule) => void>();

/**
 * Loads (once) and configures Amplify Auth. Called only when sign-in starts or when a stored
 * session needs its tokens — never on the first paint of a signed-out visit.
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= import('./amplifyAuth').then(
    (auth) => {
      for (const callback of waiting) callback(auth);
      waiting.clear();
      return auth;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `callback` once Amplify has been loaded by someone (at once if it already is) without
 * loading it; the returned function cancels a callback that has not run yet.
 */
export function whenAuthLoaded(callback: (auth: AuthModule) => void): () => void {
  if (loading) {
    let cancelled = false;
    void loading.then((auth) => !cancelled && callback(auth)).catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
