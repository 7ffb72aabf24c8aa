import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type OutboxChannel,
} from '@haat/storefront-backend';
import * as z from 'zod';

const CHANNELS: readonly OutboxChannel[] = ['console', 'sms', 'whatsapp'];

/** The shopper-message settings of the server (see `.env.example`), merged into its schema. */
export function notifyEnv(optionalText: z.ZodOptional<z.ZodString>, httpUrl: z.ZodType<string>) {
  return {
    NOTIFY_CHANNELS: z.string().trim().optional(),
    OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    MSG91_FLOW_TEMPLATES: optionalText,
    WHATSAPP_ACCESS_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_BASE_URL: httpUrl.default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v21.0')
      .default('v21.0'),
    WHATSAPP_LANGUAGE: z.string().trim().min(2).default('en'),
  };
}

/** How shopper messages leave: the channels each is queued on, and each channel's provider. */
export interface NotifyConfig {
  readonly channels: readonly OutboxChannel[];
  /** The pause between outbox dispatch rounds. */
  readonly intervalMs: number;
  /**
   * How long a dispatcher holds the messages it claimed: after it, a dead dispatcher's claimed
   * messages are sent by another, and one it was sending is marked unconfirmed. Longer than a
   * provider call's time-out (10 s).
   */
  readonly leaseMs: number;
  readonly msg91: {
    readonly authKey: string;
    readonly templates: Readonly<Record<NotificationKind, string>>;
    readonly baseUrl: string;
  } | null;
  readonly whatsapp: {
    readonly accessToken: string;
    readonly phoneNumberId: string;
    readonly baseUrl: string;
    readonly apiVersion: string;
    readonly language: string;
  } | null;
}

/** The channels named; unset: the console outside production, none in production. */
const channelsOf = (value: string | undefined, production: boolean): string[] =>
  (value ?? (production ? '' : 'console'))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** `order-confirmed=6f…,dispatched=71…` → the template id of each message kind named. */
const templatesOf = (value: string | undefined): Map<string, string> =>
  new Map(
    (value ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter(
        (pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '',
      ),
  );

/**
 * The problems of the message settings, each naming the setting to change: unknown channels;
 * SMS without MSG91's auth key or a template for every message; WhatsApp without its token and
 * phone number id; the console (which prints shoppers' messages in the logs) in production.
 * Unset, the channels are the console outside production and none in production (no message
 * is queued: the server says so at start).
 *
 * @example
 * notifyProblems({ NOTIFY_CHANNELS: 'sms' }); // ['MSG91_AUTH_KEY is required for NOTIFY_CHANNELS sms', …]
 */
export function notifyProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const production = env['NODE_ENV'] === 'production';
  const channels = channelsOf(env['NOTIFY_CHANNELS'], production);
  const unknown = channels.filter((c) => !CHANNELS.includes(c as OutboxChannel));
  if (unknown.length > 0) {
    problems.push(`NOTIFY_CHANNELS takes ${CHANNELS.join(', ')}: not ${unknown.join(', ')}`);
  }
  if (production && channels.includes('console')) {
    problems.push(
      'NOTIFY_CHANNELS console prints shoppers’ messages in the logs: use sms and/or whatsapp in production',
    );
  }
  if (channels.includes('sms')) {
    if (!env['MSG91_AUTH_KEY']) problems.push('MSG91_AUTH_KEY is required for NOTIFY_CHANNELS sms');
    const templates = templatesOf(env['MSG91_FLOW_TEMPLATES']);
    const missing = NOTIFICATION_KINDS.filter((kind) => !templates.has(kind));
    if (missing.length > 0) {
      problems.push(`MSG91_FLOW_TEMPLATES needs a template for ${missing.join(', ')}`);
    }
  }
  if (
    channels.includes('whatsapp') &&
    !(env['WHATSAPP_ACCESS_TOKEN'] && env['WHATSAPP_PHONE_NUMBER_ID'])
  ) {
    problems.push(
      'WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required for NOTIFY_CHANNELS whatsapp',
    );
  }
  return problems;
}

/**
 * The message settings from checked values (after `notifyProblems` found none).
 *
 * @example
 * const notify = notifyConfigOf(env);
 */
export function notifyConfigOf(env: {
  readonly NODE_ENV: string;
  readonly NOTIFY_CHANNELS?: string | undefined;
  readonly OUTBOX_INTERVAL_SECONDS: number;
  readonly OUTBOX_LEASE_SECONDS: number;
  readonly MSG91_AUTH_KEY?: string | undefined;
  readonly MSG91_BASE_URL: string;
  readonly MSG91_FLOW_TEMPLATES?: string | undefined;
  readonly WHATSAPP_ACCESS_TOKEN?: string | undefined;
  readonly WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  readonly WHATSAPP_BASE_URL: string;
  readonly WHATSAPP_API_VERSION: string;
  readonly WHATSAPP_LANGUAGE: string;
}): NotifyConfig {
  const named = channelsOf(env.NOTIFY_CHANNELS, env.NODE_ENV === 'production');
  const channels = [...new Set(named)] as OutboxChannel[];
  const templates = templatesOf(env.MSG91_FLOW_TEMPLATES);
  return {
    channels,
    intervalMs: env.OUTBOX_INTERVAL_SECONDS * 1000,
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    msg91:
      channels.includes('sms') && env.MSG91_AUTH_KEY
        ? {
            authKey: env.MSG91_AUTH_KEY,
            baseUrl: env.MSG91_BASE_URL,
            templates: Object.fromEntries(
              NOTIFICATION_KINDS.map((kind) => [kind, templates.get(kind) ?? '']),
            ) as Record<NotificationKind, string>,
          }
        : null,
    whatsapp:
      channels.includes('whatsapp') && env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            accessToken: env.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            baseUrl: env.WHATSAPP_BASE_URL,
            apiVersion: env.WHATSAPP_API_VERSION,
            language: env.WHATSAPP_LANGUAGE,
          }
        : null,
  };
}
