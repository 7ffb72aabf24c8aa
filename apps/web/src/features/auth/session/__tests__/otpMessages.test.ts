import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpClientError } from '@/lib/http/errors';
import { otpProblem } from '../otpMessages';

afterEach(() => vi.useRealTimers());

describe('otpProblem', () => {
  it('tells the per-network limit in the API’s words and holds new codes until it ends', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-25T10:00:00Z') });
    const message = 'Too many code requests from your network. Please try again in 40 minutes.';
    const refused = new HttpClientError(message, {
      kind: 'status',
      status: 429,
      code: 'RATE_LIMITED',
      extensions: { retryAfterSeconds: 2400 },
    });
    expect(otpProblem(refused, 'We could not send the code.')).toEqual({
      message,
      retryAt: Date.parse('2026-11-25T10:40:00Z'),
      sendLimit: true,
    });
  });

  it('answers the step’s own message for a refusal that is not about codes', () => {
    const other = new HttpClientError('Request failed with status code 500', {
      kind: 'status',
      status: 500,
    });
    expect(otpProblem(other, 'We could not send the code.')).toEqual({
      message: 'We could not send the code.',
      retryAt: null,
      sendLimit: false,
    });
  });
});
