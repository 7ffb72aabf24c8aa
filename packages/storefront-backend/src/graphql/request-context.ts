import { apiErrorMessages } from '@haat/storefront-api/errors';
import type { Caller, RequestContext } from '../context.js';
import type { BackendDeps } from '../deps.js';
import { apiError } from '../errors.js';
import type { UserRecord } from '../ports/storage/records.js';

/**
 * The context of one GraphQL request: the time is read once from the clock, the viewer is loaded
 * once (`repos.users.byId`) on first use. A verified token whose user storage does not know has
 * no viewer.
 *
 * @example
 * const context = createRequestContext(deps, { caller, operationName: 'getProduct' });
 */
export function createRequestContext(
  deps: BackendDeps,
  request: {
    readonly caller: Caller;
    readonly operationName: string;
    readonly clientIp?: string | null | undefined;
  },
): RequestContext {
  let viewer: Promise<UserRecord | null> | undefined;
  const context: RequestContext = {
    deps,
    now: deps.clock.now(),
    caller: request.caller,
    operationName: request.operationName,
    clientIp: request.clientIp ?? null,
    viewer() {
      const { caller } = request;
      viewer ??=
        caller.kind === 'user'
          ? deps.storage.repos.users.byId(caller.userId)
          : Promise.resolve(null);
      return viewer;
    },
    async requireUser() {
      const user = await context.viewer();
      if (!user) throw apiError('UNAUTHORIZED', apiErrorMessages.UNAUTHORIZED);
      return user;
    },
  };
  return context;
}
