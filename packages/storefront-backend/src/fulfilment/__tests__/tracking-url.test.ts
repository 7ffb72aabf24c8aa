import { describe, expect, it } from 'vitest';
import { trackingUrlFor } from '../tracking-url.js';

describe('trackingUrlFor', () => {
  it.each([
    [
      'https://haatskincare.in/track-order',
      'https://haatskincare.in/track-order?awb=1490811234567',
    ],
    [
      'https://haatskincare.in/track?shop=haat',
      'https://haatskincare.in/track?shop=haat&awb=1490811234567',
    ],
    ['https://haatskincare.in/track?', 'https://haatskincare.in/track?awb=1490811234567'],
    ['https://haatskincare.in/track#top', 'https://haatskincare.in/track?awb=1490811234567#top'],
    ['https://track.example/{courier}/{awb}', 'https://track.example/Blue%20Dart/1490811234567'],
  ])('fills %s with the AWB', (template, url) => {
    expect(trackingUrlFor(template, '1490811234567', 'Blue Dart')).toBe(url);
  });

  it('encodes the AWB, and answers null without a template', () => {
    expect(trackingUrlFor('https://t.example/{awb}', 'AB 12/3', 'X')).toBe(
      'https://t.example/AB%2012%2F3',
    );
    expect(trackingUrlFor(null, 'AB12', 'X')).toBeNull();
    expect(trackingUrlFor('  ', 'AB12', 'X')).toBeNull();
  });
});
