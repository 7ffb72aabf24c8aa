import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_AGE_MS, createAnswerCache } from '../answer-cache.js';

const bytes = (text: string) => Buffer.from(text);

describe('createAnswerCache', () => {
  it('answers what it kept, until invalidated', () => {
    const cache = createAnswerCache(() => 0);
    cache.keep('k', bytes('{"data":1}'), cache.stamp());
    expect(cache.answer('k')?.toString()).toBe('{"data":1}');
    cache.invalidate();
    expect(cache.answer('k')).toBeUndefined();
  });

  it('does not keep an answer computed while a change happened', () => {
    const cache = createAnswerCache(() => 0);
    const stamp = cache.stamp();
    cache.invalidate();
    cache.keep('k', bytes('{"data":1}'), stamp);
    expect(cache.answer('k')).toBeUndefined();
  });

  it(`serves an answer ${ANSWER_MAX_AGE_MS} ms at most`, () => {
    let now = 1_000;
    const cache = createAnswerCache(() => now);
    cache.keep('k', bytes('{}'), cache.stamp());
    now += ANSWER_MAX_AGE_MS - 1;
    expect(cache.answer('k')).toBeDefined();
    now += 1;
    expect(cache.answer('k')).toBeUndefined();
  });

  it('lets lapsed answers go when it keeps a new one', () => {
    let now = 1_000;
    const cache = createAnswerCache(() => now);
    cache.keep('a', bytes('{"data":1}'), cache.stamp());
    now += 1;
    cache.keep('b', bytes('{"data":2}'), cache.stamp());
    now += ANSWER_MAX_AGE_MS;
    cache.keep('c', bytes('{"data":3}'), cache.stamp());
    expect(cache.bytes).toBe('c'.length + '{"data":3}'.length);
    expect(cache.answer('c')?.toString()).toBe('{"data":3}');
  });

  it('keeps nothing while paused (changes cannot be heard), and again once resumed', () => {
    const cache = createAnswerCache(() => 0);
    cache.keep('old', bytes('{}'), cache.stamp());
    cache.pause();
    expect(cache.answer('old')).toBeUndefined();
    cache.keep('k', bytes('{}'), cache.stamp());
    expect(cache.answer('k')).toBeUndefined();
    cache.resume();
    cache.keep('k', bytes('{}'), cache.stamp());
    expect(cache.answer('k')).toBeDefined();
  });

  it('keeps 16 MB of answers at most, dropping the oldest first, and no answer over 1 MB', () => {
    const cache = createAnswerCache(() => 0);
    const large = Buffer.alloc(1024 * 1024 - 16, 0x20);
    for (let i = 0; i < 40; i += 1) cache.keep(`k${i}`, large, cache.stamp());
    expect(cache.answer('k0')).toBeUndefined();
    expect(cache.answer('k23')).toBeUndefined(); // 16 answers of just under 1 MB fit
    expect(cache.answer('k24')).toBeDefined();
    expect(cache.answer('k39')).toBeDefined();
    cache.keep('huge', Buffer.alloc(1024 * 1024 + 1), cache.stamp());
    expect(cache.answer('huge')).toBeUndefined();
  });
});
