import { CourierError } from '@haat/storefront-backend';
import { callJson, type JsonAnswer } from '../outbound/call-json.js';
import { ProviderError } from '../outbound/provider-error.js';

/** Shiprocket's API host (API v2 of its docs: https://apidocs.shiprocket.in/). */
export const SHIPROCKET_BASE_URL = 'https://apiv2.shiprocket.in';

/**
 * A token lives 10 days (Authentication API); it is renewed a day early so that no call made
 * near its end is refused.
 */
export const TOKEN_RENEW_AFTER_MS = 9 * 24 * 60 * 60 * 1000;

export interface ShiprocketSessionOptions {
  /** The API user's email and password (Settings → API → Create an API user). */
  readonly email: string;
  readonly password: string;
  /** `https://apiv2.shiprocket.in`; a local fake in tests. */
  readonly baseUrl: string;
  /** Per HTTP call (10 s by default). */
  readonly timeoutMs?: number | undefined;
  /** The wall clock (token age). */
  readonly now?: (() => number) | undefined;
}

/** Shiprocket's words for a refusal: `message`, then the first field error. */
export function shiprocketMessage(answer: JsonAnswer): string {
  const body = typeof answer.body === 'object' && answer.body !== null ? answer.body : {};
  const message: unknown = Reflect.get(body, 'message');
  const errors: unknown = Reflect.get(body, 'errors');
  const first: unknown =
    typeof errors === 'object' && errors !== null
      ? (Object.values(errors) as unknown[]).flat().at(0)
      : null;
  const parts = [message, first].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(': ') : `HTTP ${answer.status}`;
}

/** 5xx and 429: Shiprocket did not do it, or is not sure — `unavailable`; other 4xx `refused`. */
export function answerError(what: string, answer: JsonAnswer): CourierError {
  const fault = answer.status >= 500 || answer.status === 429;
  return new CourierError(
    `Shiprocket ${fault ? 'could not' : 'refused to'} ${what}: ${shiprocketMessage(answer)}`,
    fault ? 'unavailable' : 'refused',
  );
}

const isOk = (answer: JsonAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * Shiprocket's calls with its bearer token: `POST /v1/external/auth/login` with the API user's
 * email and password answers a JWT valid 10 days (https://apidocs.shiprocket.in/, Authentication
 * API). The token is kept and renewed after 9 days; concurrent calls share one login. A call
 * answered 401 (the token revoked, or logged in elsewhere) logs in again once and repeats. No
 * answer in time or no connection rejects with a `CourierError` `unavailable` (the call may have
 * happened); a refused login with `refused`. The password never appears in a message.
 *
 * @example
 * const session = shiprocketSession({ email, password, baseUrl: SHIPROCKET_BASE_URL });
 * const answer = await session.call('/v1/external/courier/track/awb/1234', { method: 'GET' });
 */
export function shiprocketSession(options: ShiprocketSessionOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => Date.now());
  let token: { readonly value: string; readonly renewAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  const send = async (path: string, init: RequestInit, bearer: string | null) => {
    try {
      return await callJson(
        'shiprocket',
        'Shiprocket',
        `${options.baseUrl}${path}`,
        {
          ...init,
          headers: {
            accept: 'application/json',
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
        },
        timeoutMs,
      );
    } catch (error) {
      if (error instanceof ProviderError) throw new CourierError(error.message, 'unavailable');
      throw error;
    }
  };

  async function login(): Promise<string> {
    const answer = await send(
      '/v1/external/auth/login',
      {
        method: 'POST',
        body: JSON.stringify({ email: options.email, password: options.password }),
      },
      null,
    );
    const value: unknown =
      typeof answer.body === 'object' && answer.body !== null
        ? Reflect.get(answer.body, 'token')
        : null;
    if (!isOk(answer) || typeof value !== 'string' || value === '') {
      throw answerError(`log in as ${options.email}`, answer);
    }
    token = { value, renewAt: now() + TOKEN_RENEW_AFTER_MS };
    return value;
  }

  async function bearer(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  return {
    /** One API call with the token (logging in first when needed, once more after a 401). */
    async call(path: string, init: RequestInit): Promise<JsonAnswer> {
      const used = await bearer();
      const answer = await send(path, init, used);
      if (answer.status !== 401) return answer;
      if (token?.value === used) token = null;
      return send(path, init, await bearer());
    },
    /** The call's JSON when it succeeded, else the `CourierError` saying what was refused. */
    async json(path: string, init: RequestInit, what: string): Promise<unknown> {
      const answer = await this.call(path, init);
      if (!isOk(answer)) throw answerError(what, answer);
      return answer.body;
    },
    /**
     * A PDF Shiprocket points to (a label or manifest URL): only over HTTPS or from Shiprocket's
     * own host (the fake's, in tests), without our token, bounded by the time-out.
     */
    async pdf(url: string, what: string): Promise<Uint8Array> {
      const allowed =
        url.startsWith('https://') || new URL(url).origin === new URL(options.baseUrl).origin;
      if (!allowed)
        throw new CourierError(`Shiprocket gave a ${what} URL that is not HTTPS`, 'refused');
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) {
          throw new CourierError(
            `Shiprocket's ${what} could not be downloaded (HTTP ${response.status})`,
            response.status >= 500 ? 'unavailable' : 'refused',
          );
        }
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (error instanceof CourierError) throw error;
        throw new CourierError(
          `Shiprocket's ${what} could not be downloaded in time`,
          'unavailable',
        );
      }
    },
  };
}

/** A Shiprocket session (`shiprocketSession`). */
export type ShiprocketSession = ReturnType<typeof shiprocketSession>;
