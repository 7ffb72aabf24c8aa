import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logCapture } from '../../../test/harness.js';
import { createLogger } from '../logger.js';
import { REDACTED, redactUrl } from '../redact.js';

function logOnce(object: Record<string, unknown>, message = 'event') {
  const capture = logCapture();
  createLogger({ logLevel: 'info' }, capture.destination).info(object, message);
  return { line: capture.lines[0] ?? {}, text: capture.text() };
}

describe('createLogger', () => {
  it('never writes credentials, one-time codes, tokens, signatures, card or UPI details', () => {
    const { line, text } = logOnce({
      headers: {
        authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.secret-token',
        cookie: 'session=cookie-secret',
        'x-api-key': 'api-key-secret',
        'user-agent': 'Mozilla/5.0',
      },
      body: {
        phone: '+919876543210',
        otp: '482913',
        ChallengeResponses: { USERNAME: 'u1', ANSWER: '739201' },
        AuthenticationResult: {
          IdToken: 'id-secret',
          AccessToken: 'access-secret',
          RefreshToken: 'refresh-secret',
        },
        razorpay_signature: 'sig-secret',
        password: 'hunter22',
        payments: [{ card: { number: '4111111111111111', cvv: '123' }, vpa: 'shopper@okbank' }],
      },
      sms: { phone: '+919876543210', code: '551177' },
    });
    for (const secret of [
      'secret-token',
      'cookie-secret',
      'api-key-secret',
      '482913',
      '739201',
      'id-secret',
      'access-secret',
      'refresh-secret',
      'sig-secret',
      'hunter22',
      '4111111111111111',
      'shopper@okbank',
      '551177',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(line).toMatchObject({
      headers: { authorization: REDACTED, cookie: REDACTED, 'user-agent': 'Mozilla/5.0' },
      body: {
        phone: '+919876543210',
        otp: REDACTED,
        ChallengeResponses: { USERNAME: 'u1', ANSWER: REDACTED },
      },
      sms: { code: REDACTED },
    });
  });

  it('keeps error codes and writes errors with their stack', () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const { line } = logOnce({ err: failure, extensions: { code: 'OUT_OF_STOCK' } }, 'failed');
    expect(line).toMatchObject({
      msg: 'failed',
      extensions: { code: 'OUT_OF_STOCK' },
      err: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' },
    });
    expect(String((line['err'] as { stack: string }).stack)).toContain('logger.test.ts');
  });

  it('redacts the secret query parameters of URLs it logs', () => {
    const { line } = logOnce({ url: '/api/v5/otp?mobile=919876543210&otp=482913&authkey=k1' });
    expect(line['url']).toBe(
      '/api/v5/otp?mobile=919876543210&otp=%5Bredacted%5D&authkey=%5Bredacted%5D',
    );
    expect(redactUrl('/products/serum?cart=1')).toBe('/products/serum?cart=1');
  });

  it('hides a secret under any nesting', () => {
    const secretKey = fc.constantFrom(
      'otp',
      'token',
      'password',
      'authorization',
      'razorpay_signature',
      'vpa',
    );
    const path = fc.array(fc.constantFrom('body', 'input', 'data', 'items', 'variables'), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(
        secretKey,
        path,
        fc.stringMatching(/^[A-Za-z0-9]{12,24}$/),
        (key, keys, secret) => {
          const nested = keys.reduceRight<Record<string, unknown>>(
            (inner, name) => ({ [name]: inner }),
            { [key]: secret },
          );
          expect(logOnce(nested).text).not.toContain(secret);
        },
      ),
    );
  });
});

describe('the default destination (stdout, written asynchronously)', () => {
  it('still writes every line logged before process.exit, a fatal one last', () => {
    const logger = fileURLToPath(new URL('../logger.js', import.meta.url)).replace(/\.js$/, '.ts');
    const script = [
      `const { createLogger } = await import(${JSON.stringify(logger)});`,
      `const log = createLogger({ logLevel: 'info' });`,
      `for (let n = 0; n < 500; n += 1) log.info({ n }, 'busy');`,
      `log.fatal('could not open the database');`,
      `process.exit(1);`,
    ].join('\n');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        // The server's package resolves tsx, wherever the test runner started.
        cwd: fileURLToPath(new URL('../../../', import.meta.url)),
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines).toHaveLength(501);
    expect(lines.at(-1)?.msg).toBe('could not open the database');
  });
});
