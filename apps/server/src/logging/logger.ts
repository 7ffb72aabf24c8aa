import {
  destination as fileDestination,
  pino,
  stdSerializers,
  stdTimeFunctions,
  type DestinationStream,
  type Logger,
} from 'pino';
import type { Config } from '../config.js';
import { redactSecrets } from './redact.js';

/** The most bytes of log lines held while stdout's reader is behind (~50,000 request lines). */
export const MOST_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;

/**
 * The server's logger: JSON lines (pino) with ISO times, errors with their stack under `err`,
 * and every secret (credentials, one-time codes, tokens, signatures, card and UPI details)
 * replaced before the line is written (`redactSecrets`). `destination` defaults to stdout,
 * written asynchronously: a line is handed to a write on libuv's threads at once when none is
 * under way, and lines logged meanwhile go in the next one (pino's synchronous default cost every
 * request its own write(2) on the event loop). pino flushes what is left when the process exits,
 * `process.exit` after a fatal line included; only a SIGKILL can lose the last lines. While
 * whatever reads stdout stalls, at most `MOST_BUFFERED_LOG_BYTES` wait in memory and later lines
 * are dropped (a synchronous write would stall the event loop instead).
 *
 * @example
 * const log = createLogger({ logLevel: 'info' });
 * log.info({ body: { otp: '123456' } }, 'sent'); // {"body":{"otp":"[redacted]"},"msg":"sent",…}
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    timestamp: stdTimeFunctions.isoTime,
    serializers: { err: stdSerializers.err, error: stdSerializers.err },
    formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) },
  };
  return pino(
    options,
    destination ?? fileDestination({ dest: 1, sync: false, maxLength: MOST_BUFFERED_LOG_BYTES }),
  );
}
