import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { FAKE_AUTH_KEY } from './fake-msg91.js';
import { answerWhen } from './answer-when.js';
import { listenFake, sendJson } from './listen.js';

/** How the fake answers the next requests (`hold`: never, until `release`). */
export type FlowBehaviour =
  | { readonly kind: 'ok' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'hold' };

/** An SMS the fake accepted: the number, the template, and `var1`, `var2`… in order. */
export interface FlowSms {
  readonly mobile: string;
  readonly templateId: string;
  readonly variables: readonly string[];
}

/**
 * A local fake of MSG91's flow API (`POST /api/v5/flow`, the DLT-template SMS of transactional
 * messages): the `authkey` header, `template_id` among the templates registered (`templates`),
 * `recipients[{ mobiles, var1… }]`; answers `{"type":"success","message":"<request id>"}` or
 * `{"type":"error","message"}` as MSG91 does. An accepted SMS is recorded on arrival (before any
 * answer: a slow or held answer still delivers it), as a provider would deliver it.
 */
export async function startFakeMsg91Flow(templates: readonly string[]) {
  let behaviour: FlowBehaviour = { kind: 'ok' };
  const sent: FlowSms[] = [];
  const held: ServerResponse[] = [];
  const fake = await listenFake((request, response) => {
    const url = new URL(request.url, 'http://fake');
    if (request.method !== 'POST' || url.pathname !== '/api/v5/flow')
      return sendJson(response, 404, { type: 'error', message: 'Not found' });
    if (request.headers['authkey'] !== FAKE_AUTH_KEY)
      return sendJson(response, 401, { type: 'error', message: 'Authentication failure' });
    const now = behaviour;
    if (now.kind === 'status')
      return sendJson(response, now.status, { type: 'error', message: 'Service unavailable' });
    if (now.kind === 'error')
      return sendJson(response, 200, { type: 'error', message: now.message });
    const body = JSON.parse(request.body) as {
      template_id?: unknown;
      recipients?: Record<string, unknown>[];
    };
    const templateId = typeof body.template_id === 'string' ? body.template_id : '';
    if (!templates.includes(templateId))
      return sendJson(response, 200, { type: 'error', message: 'Invalid template id' });
    const recipients = Array.isArray(body.recipients) ? body.recipients : [];
    if (recipients.length === 0 || recipients.some((r) => !/^91\d{10}$/.test(String(r['mobiles']))))
      return sendJson(response, 200, { type: 'error', message: 'Mobile number is invalid' });
    for (const recipient of recipients) {
      const variables: string[] = [];
      for (let n = 1; `var${n}` in recipient; n += 1) variables.push(String(recipient[`var${n}`]));
      sent.push({ mobile: String(recipient['mobiles']), templateId, variables });
    }
    answerWhen(now, response, held, () =>
      sendJson(response, 200, { type: 'success', message: randomBytes(12).toString('hex') }),
    );
    return undefined;
  });
  return {
    ...fake,
    sent,
    behave: (next: FlowBehaviour) => {
      behaviour = next;
    },
    /** How many requests are held without an answer. */
    held: () => held.length,
  };
}
