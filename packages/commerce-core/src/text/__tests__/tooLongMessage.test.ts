import { describe, expect, it } from 'vitest';
import { tooLongMessage } from '../tooLongMessage.js';

describe('tooLongMessage', () => {
  it.each([
    ['First name', 50, 'First name is too long (at most 50 characters).'],
    ['Title', 120, 'Title is too long (at most 120 characters).'],
  ])('%s, %s → %s', (field, max, message) => {
    expect(tooLongMessage(field, max)).toBe(message);
  });
});
