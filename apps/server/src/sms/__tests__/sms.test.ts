import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_AUTH_KEY, startFakeMsg91 } from '../../../test/fakes/fake-msg91.js';
import { ProviderError } from '../../outbound/provider-error.js';
import { consoleSmsSender } from '../console-sender.js';
import { msg91SmsSender } from '../msg91-sender.js';
import { selectSmsSender } from '../select-sender.js';

describe('consoleSmsSender', () => {
  it('prints the code in the terminal instead of sending it', async () => {
    const printed: string[] = [];
    await consoleSmsSender((line) => printed.push(line)).sendOtp('+919876543210', '482913');
    expect(printed).toEqual(['One-time code for +919876543210: 482913']);
  });

  it('is the default; MSG91 when the settings choose it', async () => {
    const printed: string[] = [];
    await selectSmsSender({ provider: 'console' }, (line) => printed.push(line)).sendOtp(
      '+919876543210',
      '1',
    );
    expect(printed).toHaveLength(1);
  });
});

describe('msg91SmsSender', () => {
  let fake: Awaited<ReturnType<typeof startFakeMsg91>>;
  beforeEach(async () => {
    fake = await startFakeMsg91();
  });
  afterEach(async () => {
    await fake.close();
  });

  const sender = (authKey = FAKE_AUTH_KEY) =>
    msg91SmsSender({ authKey, templateId: 'tpl-otp-1', baseUrl: fake.baseUrl, timeoutMs: 300 });

  it('asks MSG91 to deliver our code on the template, the key in a header', async () => {
    await sender().sendOtp('+919876543210', '482913');
    expect(fake.sent).toEqual([{ mobile: '919876543210', otp: '482913', templateId: 'tpl-otp-1' }]);
    const [request] = fake.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['authkey']).toBe(FAKE_AUTH_KEY);
    expect(request?.url).not.toContain(FAKE_AUTH_KEY);
    expect(new URL(request?.url ?? '', 'http://x').searchParams.get('otp_expiry')).toBe('5');
  });

  it('is the sender selectSmsSender picks for msg91', async () => {
    const sms = selectSmsSender({
      provider: 'msg91',
      authKey: FAKE_AUTH_KEY,
      templateId: 't',
      baseUrl: fake.baseUrl,
    });
    await sms.sendOtp('+919876543210', '111111');
    expect(fake.sent).toHaveLength(1);
  });

  it('refuses a number that is not +91 and 10 digits without calling MSG91', async () => {
    await expect(sender().sendOtp('9876543210', '482913')).rejects.toThrow(RangeError);
    expect(fake.received).toHaveLength(0);
  });

  it.each([
    [{ kind: 'status', status: 503 } as const, 'MSG91 is unavailable (HTTP 503)', 'unavailable'],
    [{ kind: 'status', status: 500 } as const, 'MSG91 is unavailable (HTTP 500)', 'unavailable'],
    [
      { kind: 'error', message: 'Invalid template id' } as const,
      'MSG91 refused the message: Invalid template id',
      'refused',
    ],
    [
      { kind: 'status', status: 401 } as const,
      'MSG91 refused the message: Service unavailable',
      'refused',
    ],
    [{ kind: 'slow', ms: 1000 } as const, 'MSG91 did not answer within 300 ms', 'timeout'],
  ])('answers %o with a clear error, once', async (behaviour, message, failure) => {
    fake.behave(behaviour);
    const error = await sender()
      .sendOtp('+919876543210', '482913')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message, failure, provider: 'msg91' });
    expect(fake.received).toHaveLength(1);
  });

  it('reports a wrong auth key (MSG91 answers 200 with type error)', async () => {
    await expect(sender('wrong-key').sendOtp('+919876543210', '482913')).rejects.toThrow(
      'MSG91 refused the message: Authentication failure',
    );
  });

  it('reports a provider that cannot be reached', async () => {
    const { baseUrl } = fake;
    await fake.close();
    const sms = msg91SmsSender({
      authKey: FAKE_AUTH_KEY,
      templateId: 't',
      baseUrl,
      timeoutMs: 300,
    });
    await expect(sms.sendOtp('+919876543210', '482913')).rejects.toThrow(
      /^MSG91 could not be reached: /,
    );
    fake = await startFakeMsg91();
  });
});
