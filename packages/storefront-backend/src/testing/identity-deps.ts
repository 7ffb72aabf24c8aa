import { GraphQLError } from 'graphql';
import type { Caller, RequestContext } from '../context.js';
import type { BackendSettings } from '../deps.js';
import type { Domain } from '../graphql/domain.js';
import { testBackend, testContext } from './test-backend.js';

/**
 * A test backend (see `testBackend`) with what identity tests use: the last code sent to a
 * phone, the clock moved by hand, and request contexts at the clock's time.
 *
 * @example
 * const t = identityDeps();
 * t.advance(30_000);
 * t.lastCode('+919876543210');
 */
export function identityDeps(settings: Partial<BackendSettings> = {}) {
  const backend = testBackend({ settings });
  const { deps, clock, sms } = backend;
  return {
    ...backend,
    storeId: deps.storage.repos.catalogue.storeId(),
    advance: (ms: number) => clock.advance(ms),
    /** The last code sent to the phone. */
    lastCode: (phone: string): string => {
      const code = sms.findLast((message) => message.phone === phone)?.code;
      if (code === undefined) throw new Error(`No code was sent to ${phone}`);
      return code;
    },
    /** A request context for the caller, at the clock's time. */
    context: (caller: Caller = { kind: 'anonymous' }): RequestContext => testContext(deps, caller),
  };
}

/**
 * Runs one field resolver of a domain as the executor would (no schema: arguments as given).
 *
 * @example
 * const user = await resolveField(usersDomain, 'Query', 'getUser', {}, context);
 */
export function resolveField(
  domain: Domain,
  type: 'Query' | 'Mutation',
  field: string,
  args: Readonly<Record<string, unknown>>,
  context: RequestContext,
): Promise<unknown> {
  const resolver: unknown = Reflect.get(domain.resolvers[type] ?? {}, field);
  if (typeof resolver !== 'function') {
    return Promise.reject(new Error(`${type}.${field} has no resolver`));
  }
  return Promise.resolve(Reflect.apply(resolver, undefined, [{}, args, context, {}]));
}

/**
 * The API error a call is refused with: its code, message and extensions.
 *
 * @example
 * expect(await refusalOf(dispatchOtp(deps, now, '123'))).toMatchObject({ code: 'OTP_INVALID_PHONE' });
 */
export async function refusalOf(call: Promise<unknown>): Promise<{
  code: unknown;
  message: string;
  extensions: Readonly<Record<string, unknown>>;
}> {
  try {
    await call;
  } catch (error) {
    if (error instanceof GraphQLError) {
      return {
        code: error.extensions['code'],
        message: error.message,
        extensions: error.extensions,
      };
    }
    throw error;
  }
  throw new Error('The call was not refused');
}
