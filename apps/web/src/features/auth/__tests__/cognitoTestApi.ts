import { createMockApi } from '@haat/mocks/node';
import { env } from '@/lib/env';
import { mockConfigFrom } from '@/lib/mock-config';
import { server } from '@/test/server';

/**
 * Puts a fresh mock backend in front of the default one for this test, with the user pool's
 * tokens living `tokenLifetimeSeconds`, and records the user pool calls Amplify makes.
 */
export function useShortLivedTokens(tokenLifetimeSeconds: number) {
  const config = mockConfigFrom(env);
  if (!config.cognito) throw new Error('VITE_COGNITO_ENDPOINT is not set');
  const api = createMockApi({
    ...config,
    onOtp: () => undefined,
    cognito: { ...config.cognito, tokenLifetimeSeconds },
  });
  server.use(...api.handlers);
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const target = request.headers.get('x-amz-target');
    if (target) calls.push(target.replace('AWSCognitoIdentityProviderService.', ''));
  };
  server.events.on('request:start', record);
  return {
    backend: api.backend,
    calls,
    stop: () => server.events.removeListener('request:start', record),
  };
}
