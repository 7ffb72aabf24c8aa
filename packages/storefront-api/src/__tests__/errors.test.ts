import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiErrorCodes, apiErrorMessages } from '../errors.js';

const sdl = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
/** The SDL's opening description, whose "Errors:" paragraph documents the codes. */
const header = sdl.slice(sdl.indexOf('"""') + 3, sdl.indexOf('"""', sdl.indexOf('"""') + 3));
const errorsParagraph = header.slice(
  header.indexOf('Errors:'),
  header.indexOf('\n\n', header.indexOf('Errors:')),
);
const documentedCodes =
  errorsParagraph.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b/g) ?? [];

describe('apiErrorCodes', () => {
  it('lists each code once', () => {
    expect(new Set(apiErrorCodes).size).toBe(apiErrorCodes.length);
  });

  it('are the codes the SDL header documents under "Errors:", in the same order', () => {
    expect(errorsParagraph).toMatch(/^Errors: business refusals/);
    expect(documentedCodes).toEqual([...apiErrorCodes]);
  });
});

describe('apiErrorMessages', () => {
  it('gives a message only for codes of the contract', () => {
    for (const code of Object.keys(apiErrorMessages)) expect(apiErrorCodes).toContain(code);
  });

  it.each([
    ['UNAUTHORIZED', 'Unauthorized'],
    ['COUPON_EXPIRED', 'Invalid Coupon'],
    ['COUPON_ARCHIVED', 'Invalid Coupon'],
    ['INVALID_PAYMENT_METHOD', 'Please choose a payment method.'],
    ['REWARDS_NOT_ALLOWED', 'Please sign in to use your reward points.'],
    [
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with a one-time code to pay cash on delivery.',
    ],
    [
      'IDEMPOTENCY_KEY_REUSED',
      'This request was already made with different details. Please try again.',
    ],
    ['OTP_INVALID_PHONE', 'Please enter valid phone number'],
    ['OTP_NOT_REQUESTED', 'Please request a code first.'],
    ['STORE_UNAVAILABLE', 'The store is temporarily unavailable. Please try again.'],
    ['ZIP_LOOKUP_FAILED', 'Could not check this pin code. Please try again.'],
  ] as const)('%s answers %j', (code, message) => {
    expect(apiErrorMessages[code]).toBe(message);
  });

  it('agrees with the message the SDL header gives for UNAUTHORIZED', () => {
    expect(header).toContain(
      `\`extensions.code = "UNAUTHORIZED"\` (message \`${apiErrorMessages.UNAUTHORIZED}\`)`,
    );
  });
});
