import { describe, expect, it } from 'vitest';
import { termSimilarity, wordSimilarity } from '../similarity.js';

describe('similarity', () => {
  it.each([
    ['serum', 'serum', 1],
    ['serm', 'serum', 0.8],
    ['', '', 1],
  ])('wordSimilarity(%s, %s) = %s', (a, b, expected) => {
    expect(wordSimilarity(a, b)).toBeCloseTo(expected);
  });

  it('counts an unfinished word as a near match and one-letter words only exactly', () => {
    expect(termSimilarity('moist', 'moisturiser')).toBeGreaterThan(0.95);
    expect(termSimilarity('c', 'c')).toBe(1);
    expect(termSimilarity('c', 'k')).toBe(0);
  });
});
