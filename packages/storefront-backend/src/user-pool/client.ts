import type { BackendDeps } from '../deps.js';
import type { RequestBody } from './body.js';
import { text } from './body.js';
import { CognitoError } from './cognito-error.js';

/**
 * Refuses a call naming another app client than the shop's (ResourceNotFoundException, as
 * Cognito answers an unknown client id).
 *
 * @example
 * checkClient(deps, body); // throws unless body.ClientId is settings.userPool.clientId
 */
export function checkClient(deps: BackendDeps, body: RequestBody): void {
  const clientId = text(body['ClientId']);
  if (clientId !== deps.settings.userPool.clientId) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
}
