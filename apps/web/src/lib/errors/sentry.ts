import type { ErrorReporter, ReportContext } from './report';

/**
 * Error reporting to a Sentry-compatible service, without the SDK: each report is one event
 * envelope POSTed with `fetch(…, { keepalive: true })` to the DSN's envelope endpoint, so it
 * survives a page unload. Trace sample rate 1 (spec 9): every event carries a sampled trace
 * context. Loaded lazily, only when `VITE_SENTRY_DSN` is set.
 */
export const TRACE_SAMPLE_RATE = 1;
/** A page that keeps failing stops reporting after this many events. */
export const MAX_EVENTS_PER_PAGE = 50;

const CLIENT = 'haat.web/0.1.0';

export interface ParsedDsn {
  dsn: string;
  publicKey: string;
  envelopeUrl: string;
}

/** `https://<key>@<host>[/<path>]/<project>` → the envelope endpoint, or null when malformed. */
export function parseDsn(dsn: string): ParsedDsn | null {
  try {
    const url = new URL(dsn);
    const segments = url.pathname.split('/').filter(Boolean);
    const project = segments.pop();
    if (!url.username || !project) return null;
    const prefix = segments.length ? `/${segments.join('/')}` : '';
    const query = `sentry_key=${url.username}&sentry_version=7&sentry_client=${encodeURIComponent(CLIENT)}`;
    return {
      dsn,
      publicKey: url.username,
      envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?${query}`,
    };
  } catch {
    return null;
  }
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

function exception(error: unknown) {
  if (error instanceof Error) {
    return { type: error.name, value: error.message || error.name };
  }
  const value = typeof error === 'string' ? error : safeJson(error);
  return { type: 'NonError', value };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** One envelope (header, item header, event) for `error`. */
export function sentryEnvelope(
  parsed: ParsedDsn,
  error: unknown,
  context: ReportContext,
  trace: string,
) {
  const eventId = hex(16);
  const now = new Date();
  const sampled = Math.random() < TRACE_SAMPLE_RATE;
  const { source, ...extra } = context;
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'haat.web',
    environment: import.meta.env.MODE,
    request: { url: window.location.href, headers: { 'User-Agent': navigator.userAgent } },
    exception: { values: [exception(error)] },
    tags: { source: source ?? 'unknown' },
    extra: { ...extra, ...(error instanceof Error && error.stack ? { stack: error.stack } : {}) },
    contexts: { trace: { trace_id: trace, span_id: hex(8), sampled } },
  };
  const header = {
    event_id: eventId,
    sent_at: now.toISOString(),
    dsn: parsed.dsn,
    trace: {
      trace_id: trace,
      public_key: parsed.publicKey,
      sample_rate: String(TRACE_SAMPLE_RATE),
      sampled: String(sampled),
    },
  };
  return [header, { type: 'event' }, event].map((part) => safeJson(part)).join('\n') + '\n';
}

/** The reporter for a DSN, or null when the DSN is malformed. */
export function createSentryReporter(dsn: string): ErrorReporter | null {
  const parsed = parseDsn(dsn);
  if (!parsed) return null;
  const trace = hex(16);
  let sent = 0;
  return {
    report(error, context) {
      if (sent >= MAX_EVENTS_PER_PAGE) return;
      sent += 1;
      // text/plain keeps it a "simple" cross-origin request: no CORS preflight, and keepalive works.
      void fetch(parsed.envelopeUrl, {
        method: 'POST',
        body: sentryEnvelope(parsed, error, context, trace),
        keepalive: true,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      }).catch(() => undefined);
    },
  };
}
