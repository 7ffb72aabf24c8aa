import { describe, expect, it } from 'vitest';
import { GENERAL_ERROR_MESSAGE, ORDER_START_MESSAGES } from '../messages.js';

describe('ORDER_START_MESSAGES', () => {
  it('holds the spec strings word for word', () => {
    expect(ORDER_START_MESSAGES).toEqual({ NOT_READY: 'Try again in sometime...' });
    expect(GENERAL_ERROR_MESSAGE).toBe('Something went wrong!');
  });
});
