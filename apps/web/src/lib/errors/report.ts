/**
 * The error-reporting port. Everything reported goes through `reportError`; where it ends up is
 * one adapter: the console by default, or a Sentry-compatible DSN when configured
 * (`installErrorReporting` in `install.ts`). A reporter must never throw.
 */
export interface ReportContext {
  /** Where the error surfaced: 'handler', 'route', 'window', 'tracking' … */
  source?: string;
  [key: string]: unknown;
}

export interface ErrorReporter {
  report(error: unknown, context: ReportContext): void;
}

export const consoleReporter: ErrorReporter = {
  report(error, context) {
    console.error('[error report]', error, context);
  },
};

let reporter: ErrorReporter = consoleReporter;

/** Replaces the adapter (installErrorReporting does this; tests may too). */
export function setErrorReporter(next: ErrorReporter) {
  reporter = next;
}

export function reportError(error: unknown, context: ReportContext = {}) {
  try {
    reporter.report(error, context);
  } catch {
    // Reporting is best effort: a broken reporter must not turn one error into two.
  }
}
