import { env } from '@/lib/env';
import { consoleReporter, reportError, setErrorReporter, type ReportContext } from './report';

/**
 * Wires the reporting port once per page: the Sentry-compatible adapter when a DSN is configured
 * (its code is fetched lazily; reports made meanwhile wait for it), the console otherwise; and
 * errors nobody caught (window `error`, `unhandledrejection`) are reported too.
 */
export function installErrorReporting() {
  const dsn = env.sentryDsn;
  if (dsn) {
    const waiting: [unknown, ReportContext][] = [];
    setErrorReporter({ report: (error, context) => void waiting.push([error, context]) });
    import('./sentry')
      .then(({ createSentryReporter }) => {
        const reporter = createSentryReporter(dsn);
        if (!reporter) console.warn('VITE_SENTRY_DSN is not a valid DSN; reporting to the console');
        setErrorReporter(reporter ?? consoleReporter);
      })
      .catch(() => setErrorReporter(consoleReporter))
      .finally(() => waiting.splice(0).forEach(([error, context]) => reportError(error, context)));
  }
  const onError = (event: ErrorEvent) =>
    reportError(event.error ?? event.message, { source: 'window' });
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError(event.reason, { source: 'unhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
