import { describe, expect, it } from 'vitest';
import { checkAdjustment } from '../adjustment';

describe('checkAdjustment', () => {
  const level = { onHand: 6, reserved: 4 };
  it.each([
    ['12', 'RECEIVED', { delta: 12, problem: null }],
    ['-2', 'DAMAGED', { delta: -2, problem: null }],
    ['-2', 'CORRECTION', { delta: -2, problem: null }],
    [
      '-3',
      'CORRECTION',
      { delta: null, problem: 'On hand cannot go below the 4 units promised to orders.' },
    ],
    [
      '2',
      'DAMAGED',
      { delta: null, problem: 'This reason takes units: enter a negative number, e.g. -2.' },
    ],
    ['0', 'CORRECTION', { delta: null, problem: 'Enter a number of units other than 0.' }],
    ['1.5', 'RECEIVED', { delta: null, problem: 'Enter a whole number.' }],
    ['', 'RECEIVED', { delta: null, problem: 'Enter a whole number.' }],
  ] as const)('%s units, %s', (units, reason, expected) => {
    expect(checkAdjustment(units, reason, level)).toEqual(expected);
  });
});
