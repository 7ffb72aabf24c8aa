import type { NotificationKind, NotificationSender } from '@haat/storefront-backend';
import { callJson } from '../outbound/call-json.js';
import { outcomeOfError, providerMobile } from './send-outcome.js';

export interface Msg91FlowOptions {
  readonly authKey: string;
  /** MSG91's template id of each message (each mapped to its DLT-approved template in MSG91). */
  readonly templates: Readonly<Record<NotificationKind, string>>;
  /** `https://control.msg91.com`; a local fake in tests. */
  readonly baseUrl: string;
  /** 10 s by default. */
  readonly timeoutMs?: number;
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;

/**
 * Sends shopper messages as SMS through MSG91's flow API (`POST /api/v5/flow`): the message's
 * MSG91 template (registered against its DLT template, as Indian operators require), the number
 * as `91XXXXXXXXXX` and the message's variables as `var1`, `var2`… in the template's order; the
 * auth key in the `authkey` header. MSG91 answers `{"type":"success","message":"<request id>"}`
 * (sent) or `{"type":"error","message"}` (refused: not sent again). A 5xx or 429 is not sent and
 * may be tried later; a time-out may have gone out (unknown: never resent — MSG91 has no
 * idempotency key).
 *
 * @example
 * const sms = msg91FlowSender({ authKey, templates, baseUrl: 'https://control.msg91.com' });
 */
export function msg91FlowSender(options: Msg91FlowOptions): NotificationSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(message) {
      const template = options.templates[message.kind as NotificationKind];
      if (!template) {
        return {
          status: 'not-sent',
          retryable: false,
          reason: `No MSG91 template for ${message.kind}`,
        };
      }
      const recipient: Record<string, string> = { mobiles: providerMobile(message.recipient) };
      message.variables.forEach((value, index) => (recipient[`var${index + 1}`] = value));
      try {
        const answer = await callJson(
          'msg91',
          'MSG91',
          `${options.baseUrl}/api/v5/flow`,
          {
            method: 'POST',
            headers: {
              authkey: options.authKey,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({
              template_id: template,
              short_url: '0',
              recipients: [recipient],
            }),
          },
          timeoutMs,
        );
        const text = field(answer.body, 'message');
        if (answer.status >= 500 || answer.status === 429) {
          return {
            status: 'not-sent',
            retryable: true,
            reason: `MSG91 is unavailable (HTTP ${answer.status})`,
          };
        }
        if (answer.status >= 300 || field(answer.body, 'type') !== 'success') {
          return {
            status: 'not-sent',
            retryable: false,
            reason: `MSG91 refused the message: ${typeof text === 'string' ? text : `HTTP ${answer.status}`}`,
          };
        }
        return { status: 'sent', providerMessageId: typeof text === 'string' ? text : null };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
  };
}
