import {
  NOTIFICATION_TEXTS,
  type NotificationKind,
  type NotificationSender,
} from '@haat/storefront-backend';
import { callJson } from '../outbound/call-json.js';
import { outcomeOfError, providerMobile } from './send-outcome.js';

export interface WhatsAppOptions {
  /** A system user's access token of the WhatsApp Business account. */
  readonly accessToken: string;
  /** The business phone number's id (the sender). */
  readonly phoneNumberId: string;
  /** `https://graph.facebook.com`; a local fake in tests. */
  readonly baseUrl: string;
  /** The Graph API version, `v21.0` by default. */
  readonly apiVersion?: string;
  /** The approved templates' language, `en` by default. */
  readonly language?: string;
  /** 10 s by default. */
  readonly timeoutMs?: number;
}

/**
 * Cloud API error codes that mean "not now" (rate limits, a temporary fault): worth trying
 * later. Others (an undeliverable number, a template that does not exist or does not match its
 * parameters, an expired token) are not.
 */
const TRY_LATER: ReadonlySet<number> = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

const errorOf = (body: unknown): { message: string; code: number | null } => {
  const error: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : null;
  const message: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'message') : null;
  const code: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : null;
  return {
    message: typeof message === 'string' ? message : 'no error message',
    code: typeof code === 'number' ? code : null,
  };
};

const messageIdOf = (body: unknown): string | null => {
  const messages: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'messages') : null;
  const first: unknown = Array.isArray(messages) ? messages[0] : null;
  const id: unknown = typeof first === 'object' && first !== null ? Reflect.get(first, 'id') : null;
  return typeof id === 'string' ? id : null;
};

/**
 * Sends shopper messages through the WhatsApp Business Cloud API's approved template messages:
 * `POST /{version}/{phone number id}/messages` with a Bearer token, `type: template`, the
 * message's template (`NOTIFICATION_TEXTS[kind].whatsappTemplate`), its language and the
 * variables as the body's text parameters in order. 200 with `messages[0].id` (a `wamid.…`) is
 * sent; a 5xx, a 429 or a rate-limit error code is not sent and may be tried later; any other
 * error is refused; a time-out may have gone out (unknown: never resent — the Cloud API has no
 * idempotency key).
 *
 * @example
 * const whatsapp = whatsAppSender({ accessToken, phoneNumberId, baseUrl: 'https://graph.facebook.com' });
 */
export function whatsAppSender(options: WhatsAppOptions): NotificationSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const version = options.apiVersion ?? 'v21.0';
  const url = `${options.baseUrl}/${version}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    async send(message) {
      const text = NOTIFICATION_TEXTS[message.kind as NotificationKind];
      if (!text) {
        return {
          status: 'not-sent',
          retryable: false,
          reason: `No WhatsApp template for ${message.kind}`,
        };
      }
      try {
        const answer = await callJson(
          'whatsapp',
          'WhatsApp',
          url,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${options.accessToken}`,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({
              messaging_product: 'whatsapp',
              recipient_type: 'individual',
              to: providerMobile(message.recipient),
              type: 'template',
              template: {
                name: text.whatsappTemplate,
                language: { code: options.language ?? 'en' },
                components: [
                  {
                    type: 'body',
                    parameters: message.variables.map((value) => ({ type: 'text', text: value })),
                  },
                ],
              },
            }),
          },
          timeoutMs,
        );
        if (answer.status >= 200 && answer.status < 300) {
          return { status: 'sent', providerMessageId: messageIdOf(answer.body) };
        }
        const { message: reason, code } = errorOf(answer.body);
        const later =
          answer.status >= 500 || answer.status === 429 || (code !== null && TRY_LATER.has(code));
        return {
          status: 'not-sent',
          retryable: later,
          reason: `WhatsApp ${later ? 'could not take' : 'refused'} the message: ${reason}${code === null ? '' : ` (${code})`}`,
        };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
  };
}
