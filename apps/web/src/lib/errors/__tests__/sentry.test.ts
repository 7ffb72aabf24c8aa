import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { server } from '@/test/server';
import { installErrorReporting } from '../install';
import { consoleReporter, reportError, setErrorReporter } from '../report';
import { parseDsn, TRACE_SAMPLE_RATE } from '../sentry';

const DSN = 'https://publickey123@errors.example.test/7';
const ENVELOPE = 'https://errors.example.test/api/7/envelope/';

afterEach(() => {
  env.sentryDsn = undefined;
  setErrorReporter(consoleReporter);
});

describe('parseDsn', () => {
  it('finds the envelope endpoint and the public key', () => {
    expect(parseDsn('https://abc@o1.ingest.example.io/sub/42')).toEqual({
      dsn: 'https://abc@o1.ingest.example.io/sub/42',
      publicKey: 'abc',
      envelopeUrl:
        'https://o1.ingest.example.io/sub/api/42/envelope/?sentry_key=abc&sentry_version=7&sentry_client=haat.web%2F0.1.0',
    });
  });

  it.each(['not a url', 'https://host.example/42', 'https://key@host.example/'])(
    'refuses %s',
    (dsn) => expect(parseDsn(dsn)).toBeNull(),
  );
});

describe('reporting to a Sentry-compatible DSN', () => {
  it('sends one event envelope per report, with a sampled trace (rate 1)', async () => {
    const envelopes: { url: string; body: string; type: string | null }[] = [];
    server.use(
      http.post(ENVELOPE, async ({ request }) => {
        envelopes.push({
          url: request.url,
          body: await request.text(),
          type: request.headers.get('content-type'),
        });
        return HttpResponse.json({ id: 'ok' });
      }),
    );
    env.sentryDsn = DSN;
    const uninstall = installErrorReporting();
    reportError(new TypeError('Cannot read x'), { source: 'route', path: '/pages/cart' });
    await vi.waitFor(() => expect(envelopes).toHaveLength(1));
    uninstall();

    const [header, item, event] = envelopes[0]!.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(envelopes[0]!.url).toContain('sentry_key=publickey123');
    expect(envelopes[0]!.type).toBe('text/plain;charset=UTF-8');
    expect(header).toMatchObject({
      dsn: DSN,
      trace: { public_key: 'publickey123', sample_rate: '1', sampled: 'true' },
    });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      platform: 'javascript',
      level: 'error',
      exception: { values: [{ type: 'TypeError', value: 'Cannot read x' }] },
      tags: { source: 'route' },
      extra: { path: '/pages/cart' },
      contexts: { trace: { sampled: true } },
    });
    expect(TRACE_SAMPLE_RATE).toBe(1);
  });

  it('reports errors nobody caught', () => {
    const seen: unknown[] = [];
    setErrorReporter({ report: (error, context) => void seen.push([error, context]) });
    const uninstall = installErrorReporting();
    const reason = new Error('lost promise');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    uninstall();
    expect(seen).toEqual([[reason, { source: 'unhandledrejection' }]]);
  });
});
