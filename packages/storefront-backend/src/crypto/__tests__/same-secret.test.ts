import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameSecret } from '../same-secret.js';

describe('sameSecret', () => {
  it.each([
    ['da2-haat-local-mock-key', 'da2-haat-local-mock-key', true],
    ['', 'da2-haat-local-mock-key', false],
    ['da2-haat-local-mock-ke', 'da2-haat-local-mock-key', false],
    ['da2-haat-local-mock-keyy', 'da2-haat-local-mock-key', false],
    ['DA2-haat-local-mock-key', 'da2-haat-local-mock-key', false],
    ['da2-haat-local-mock-key', '', false],
    ['', '', true],
  ])('%j against %j: %s', (presented, expected, same) => {
    expect(sameSecret(presented, expected)).toBe(same);
  });

  it('agrees with === on any two strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameSecret(a, b)).toBe(a === b);
        expect(sameSecret(a, a)).toBe(true);
      }),
    );
  });
});
