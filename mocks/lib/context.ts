import type { Caller } from './auth.js';
import type { MockBackend } from './backend.js';
import { catalogueFor, type Catalogue } from './catalogue/index.js';
import { fixedApiError } from './errors.js';
import type { UserRecord } from './models.js';
import type { Scenarios } from './scenarios.js';
import type { MockState } from './state/index.js';
import { userForClaims } from './users.js';

/** What every resolver gets: the request's time, caller, scenarios and catalogue view. */
export interface MockContext {
  readonly backend: MockBackend;
  readonly state: MockState;
  /** Request time (epoch ms) from the backend clock. */
  readonly now: number;
  readonly caller: Caller;
  readonly scenarios: Scenarios;
  readonly catalogue: Catalogue;
  readonly operationName: string;
  /** The signed-in user (created on first sight of a valid token), or null when anonymous. */
  viewer(): UserRecord | null;
  /** The signed-in user, or an UNAUTHORIZED error. */
  requireUser(): UserRecord;
}

/** Context for one GraphQL request. */
export function createContext(
  backend: MockBackend,
  request: {
    readonly now: number;
    readonly caller: Caller;
    readonly scenarios: Scenarios;
    readonly operationName: string;
  },
): MockContext {
  const catalogue = catalogueFor(request.scenarios, request.now);
  let viewer: UserRecord | null | undefined;
  const context: MockContext = {
    backend,
    state: backend.state,
    catalogue,
    ...request,
    viewer() {
      if (viewer === undefined) {
        viewer =
          request.caller.kind === 'user'
            ? userForClaims(backend.state, request.caller.claims, request.now)
            : null;
      }
      return viewer;
    },
    requireUser() {
      const user = context.viewer();
      if (!user) throw fixedApiError('UNAUTHORIZED');
      return user;
    },
  };
  return context;
}
