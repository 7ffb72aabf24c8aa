import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateProfile, type ProfileInput } from '../validateProfile.js';

const TODAY = '2026-11-23';
const long = (n: number) => 'a'.repeat(n);

describe('validateProfile', () => {
  it.each<[string, ProfileInput, Record<string, string>]>([
    ['first name missing', { firstName: '' }, { firstName: 'Please enter your first name' }],
    ['first name blank', { firstName: '   ' }, { firstName: 'Please enter your first name' }],
    ['first name cleared', { firstName: null }, { firstName: 'Please enter your first name' }],
    ['first name only emoji', { firstName: '😀' }, { firstName: 'Please enter your first name' }],
    [
      'first name too long',
      { firstName: long(51) },
      { firstName: 'First name is too long (at most 50 characters).' },
    ],
    [
      'last name too long',
      { lastName: long(51) },
      { lastName: 'Last name is too long (at most 50 characters).' },
    ],
    [
      'gender too long',
      { gender: long(21) },
      { gender: 'Gender is too long (at most 20 characters).' },
    ],
    ['email invalid', { email: 'meera@' }, { email: 'Please enter a valid email.' }],
    [
      'email too long',
      { email: `${long(250)}@x.in` },
      { email: 'Email is too long (at most 254 characters).' },
    ],
    ['date not a date', { dob: '15/08/1994' }, { dob: 'Please enter a valid date of birth' }],
    ['date not a day', { dob: '2023-02-29' }, { dob: 'Please enter a valid date of birth' }],
    ['date in the future', { dob: '2026-11-24' }, { dob: 'Date of birth cannot be in the future' }],
    [
      'several at once',
      { firstName: '', email: 'x', dob: '2999-01-01' },
      {
        firstName: 'Please enter your first name',
        email: 'Please enter a valid email.',
        dob: 'Date of birth cannot be in the future',
      },
    ],
  ])('%s', (_name, input, errors) => {
    const check = validateProfile(input, TODAY);
    expect(check.errors).toEqual(errors);
    expect(check.valid).toBe(false);
  });

  it.each<[string, ProfileInput, Record<string, string | null>]>([
    ['nothing given', {}, {}],
    [
      'a full profile, cleaned',
      {
        firstName: '  Meera ',
        lastName: 'Iyer',
        email: ' meera@example.in ',
        gender: 'Female',
        dob: '1994-08-15',
      },
      {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.in',
        gender: 'Female',
        dob: '1994-08-15',
      },
    ],
    ['accents and emoji come off names', { firstName: 'José 😀' }, { firstName: 'Jose' }],
    [
      'limits are inclusive',
      { firstName: long(50), gender: long(20) },
      { firstName: long(50), gender: long(20) },
    ],
    ['born today', { dob: TODAY }, { dob: TODAY }],
    [
      'blank optional fields clear',
      { lastName: ' ', email: '', gender: null, dob: '' },
      { lastName: null, email: null, gender: null, dob: null },
    ],
  ])('%s', (_name, input, profile) => {
    expect(validateProfile(input, TODAY)).toEqual({ valid: true, errors: {}, profile });
  });

  it('lists refusals in form order, whatever the order of the input', () => {
    const { errors } = validateProfile(
      { dob: 'x', gender: long(21), email: 'x', firstName: '' },
      TODAY,
    );
    expect(Object.keys(errors)).toEqual(['firstName', 'email', 'gender', 'dob']);
  });

  it('checks only the fields given, and is valid exactly when no field is refused', () => {
    const field = fc.option(fc.string({ maxLength: 60 }), { nil: undefined });
    fc.assert(
      fc.property(field, field, field, field, field, (firstName, lastName, email, gender, dob) => {
        const input = { firstName, lastName, email, gender, dob };
        const check = validateProfile(input, TODAY);
        expect(check.valid).toBe(Object.keys(check.errors).length === 0);
        for (const key of Object.keys(check.errors) as (keyof ProfileInput)[]) {
          expect(input[key]).not.toBeUndefined();
        }
        for (const key of Object.keys(check.profile) as (keyof ProfileInput)[]) {
          expect(input[key]).not.toBeUndefined();
        }
      }),
    );
  });

  it('accepts its own cleaned profile unchanged', () => {
    const name = fc.string({ maxLength: 50 });
    fc.assert(
      fc.property(name, name, (firstName, lastName) => {
        const first = validateProfile({ firstName, lastName }, TODAY);
        fc.pre(first.valid);
        expect(validateProfile(first.profile, TODAY)).toEqual(first);
      }),
    );
  });
});
