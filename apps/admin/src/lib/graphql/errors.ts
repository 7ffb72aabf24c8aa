import { adminErrorMessages, type AdminErrorCode } from '@haat/storefront-api/admin';
import * as z from 'zod/mini';

/**
 * Every failed call to either API: the message staff see (the API's own, or spec 8's transport
 * wording) and, for a refusal, the contract's error code (`extensions.code`).
 *
 * @example
 * if (error instanceof ApiError && error.code === 'CONFLICT') void refetch();
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: AdminErrorCode | (string & {}) | null;
  readonly status: number | null;
  readonly extensions: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    init: {
      code?: string | null;
      status?: number | null;
      extensions?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: init.cause });
    this.code = init.code ?? null;
    this.status = init.status ?? null;
    this.extensions = init.extensions ?? {};
  }

  /** The API no longer accepts the session (expired, revoked, signed out elsewhere). */
  get isUnauthorized(): boolean {
    return this.code === 'UNAUTHORIZED' || this.status === 401;
  }

  /** The signed-in user is not (or no longer) on the shop's staff. */
  get isNotStaff(): boolean {
    return this.code === 'FORBIDDEN' && this.message === adminErrorMessages.NOT_STAFF;
  }
}

const ErrorsBody = z.object({
  errors: z.optional(
    z.array(
      z.object({
        message: z.optional(z.string()),
        extensions: z.optional(z.record(z.string(), z.unknown())),
      }),
    ),
  ),
});

/**
 * The first GraphQL error of an answer body as an {@link ApiError}, or null without one.
 *
 * @example
 * apiErrorFromBody({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] }, 200)?.code;
 * // 'UNAUTHORIZED'
 */
export function apiErrorFromBody(body: unknown, status: number | null): ApiError | null {
  const parsed = ErrorsBody.safeParse(body);
  const first = parsed.success ? parsed.data.errors?.[0] : undefined;
  if (!first) return null;
  const code = first.extensions?.['code'];
  return new ApiError(first.message ?? 'Something went wrong!', {
    code: typeof code === 'string' ? code : null,
    status,
    extensions: first.extensions ?? {},
  });
}
