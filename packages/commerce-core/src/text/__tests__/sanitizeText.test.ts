import { describe, expect, it } from 'vitest';
import { sanitizeText } from '../sanitizeText.js';

describe('sanitizeText', () => {
  it.each([
    ['  Café 😀  #12,  MG Road ', 'Cafe #12, MG Road '],
    ['Flat 4/B; 2nd floor: (near park)?', 'Flat 4/B; 2nd floor: (near park)?'],
    ["D'Souza & Sons! 100% @home +91-98", "D'Souza & Sons! 100% @home +91-98"],
    ['Crème brûlée — naïve', 'Creme brulee naive'],
    ['tabs\tand\nnewlines', 'tabs and newlines'],
    ['<script>alert("x")</script>', 'scriptalert(x)/script'],
    ['🙂🙂', ''],
    ['ok  ', 'ok '],
  ])('%j → %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });
});
