import { listenFake, sendJson } from './listen.js';

export const FAKE_AUTH_KEY = 'fake-msg91-auth-key';

export type Msg91Behaviour =
  | { readonly kind: 'ok' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'slow'; readonly ms: number };

/**
 * A local fake of MSG91's SendOTP API (`POST /api/v5/otp`): answers like MSG91
 * (`{"type":"success","request_id"}` or `{"type":"error","message"}` with HTTP 200), checks the
 * `authkey` header, and can be told to fail.
 */
export async function startFakeMsg91() {
  let behaviour: Msg91Behaviour = { kind: 'ok' };
  const sent: { mobile: string; otp: string; templateId: string }[] = [];
  const fake = await listenFake((request, response) => {
    const url = new URL(request.url, 'http://fake');
    if (request.method !== 'POST' || url.pathname !== '/api/v5/otp')
      return sendJson(response, 404, { type: 'error', message: 'Not found' });
    if (request.headers['authkey'] !== FAKE_AUTH_KEY)
      return sendJson(response, 200, { type: 'error', message: 'Authentication failure' });
    const now = behaviour;
    if (now.kind === 'status')
      return sendJson(response, now.status, { type: 'error', message: 'Service unavailable' });
    if (now.kind === 'error')
      return sendJson(response, 200, { type: 'error', message: now.message });
    const answer = () => {
      sent.push({
        mobile: url.searchParams.get('mobile') ?? '',
        otp: url.searchParams.get('otp') ?? '',
        templateId: url.searchParams.get('template_id') ?? '',
      });
      if (!response.destroyed)
        sendJson(response, 200, { type: 'success', request_id: `3466${sent.length}` });
    };
    if (now.kind === 'slow') setTimeout(answer, now.ms);
    else answer();
    return undefined;
  });
  return {
    ...fake,
    sent,
    behave: (next: Msg91Behaviour) => {
      behaviour = next;
    },
  };
}
