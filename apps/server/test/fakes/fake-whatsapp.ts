import { randomBytes } from 'node:crypto';
import { NOTIFICATION_TEXTS } from '@haat/storefront-backend';
import type { ServerResponse } from 'node:http';
import { answerWhen } from './answer-when.js';
import { listenFake, sendJson } from './listen.js';

export const FAKE_WHATSAPP_TOKEN = 'EAAG-fake-system-user-token';
export const FAKE_PHONE_NUMBER_ID = '106540352242922';

/** How the fake answers the next requests. */
export type WhatsAppBehaviour =
  | { readonly kind: 'ok' }
  | { readonly kind: 'status'; readonly status: number }
  | {
      readonly kind: 'error';
      readonly status: number;
      readonly code: number;
      readonly message: string;
    }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'hold' };

/** A template message the fake accepted. */
export interface WhatsAppMessage {
  readonly to: string;
  readonly template: string;
  readonly language: string;
  readonly parameters: readonly string[];
}

const graphError = (response: ServerResponse, status: number, code: number, message: string) =>
  sendJson(response, status, {
    error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEfGhIjKlMnOpQrStUvW' },
  });

/**
 * A local fake of the WhatsApp Business Cloud API's messages endpoint
 * (`POST /{version}/{phone number id}/messages`): Bearer token (190 when wrong), template
 * messages of the approved templates (the shop's `NOTIFICATION_TEXTS`, language `en`: 132001
 * for an unknown one, 132000 when the body's parameters do not match), numbers as digits;
 * answers `{ messaging_product, contacts, messages: [{ id: 'wamid.…' }] }`. An accepted message
 * is recorded on arrival, before any answer.
 */
export async function startFakeWhatsApp() {
  let behaviour: WhatsAppBehaviour = { kind: 'ok' };
  const sent: WhatsAppMessage[] = [];
  const held: ServerResponse[] = [];
  const approved = new Map(
    Object.values(NOTIFICATION_TEXTS).map((text) => [text.whatsappTemplate, text.variables.length]),
  );
  const fake = await listenFake((request, response) => {
    const url = new URL(request.url, 'http://fake');
    if (request.method !== 'POST' || !/^\/v\d+\.\d+\/[^/]+\/messages$/.test(url.pathname))
      return graphError(response, 404, 803, 'Unknown path components');
    if (!url.pathname.includes(`/${FAKE_PHONE_NUMBER_ID}/`))
      return graphError(response, 400, 100, 'Unsupported post request.');
    if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`)
      return graphError(
        response,
        401,
        190,
        'Invalid OAuth access token - Cannot parse access token',
      );
    const now = behaviour;
    if (now.kind === 'status')
      return graphError(response, now.status, 1, 'An unknown error occurred');
    if (now.kind === 'error') return graphError(response, now.status, now.code, now.message);
    const body = JSON.parse(request.body) as {
      messaging_product?: unknown;
      to?: unknown;
      type?: unknown;
      template?: {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type?: unknown; parameters?: { text?: unknown }[] }[];
      };
    };
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !/^\d{12}$/.test(String(body.to))
    )
      return graphError(response, 400, 100, 'Invalid parameter');
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const name = text(body.template?.name);
    const language = text(body.template?.language?.code);
    const count = approved.get(name);
    if (count === undefined || language !== 'en')
      return graphError(response, 404, 132001, 'Template name does not exist in the translation');
    const parameters = (body.template?.components ?? [])
      .filter((c) => c.type === 'body')
      .flatMap((c) => c.parameters ?? [])
      .map((p) => text(p.text));
    if (parameters.length !== count)
      return graphError(
        response,
        400,
        132000,
        'Number of parameters does not match the expected number of params',
      );
    sent.push({ to: String(body.to), template: name, language, parameters });
    answerWhen(now, response, held, () =>
      sendJson(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: String(body.to), wa_id: String(body.to) }],
        messages: [
          { id: `wamid.${randomBytes(18).toString('base64url')}`, message_status: 'accepted' },
        ],
      }),
    );
    return undefined;
  });
  return {
    ...fake,
    sent,
    behave: (next: WhatsAppBehaviour) => {
      behaviour = next;
    },
    held: () => held.length,
  };
}
