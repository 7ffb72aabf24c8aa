import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userChangesToWrite } from '../user-changes.js';

describe('userChangesToWrite', () => {
  it('keeps the profile fields present, null (clear) included', () => {
    expect(
      userChangesToWrite({
        firstName: 'Asha',
        email: null,
        emailVerified: false,
        dob: '1990-04-01',
      }),
    ).toEqual({ firstName: 'Asha', email: null, emailVerified: false, dob: '1990-04-01' });
    expect(userChangesToWrite({})).toEqual({});
  });

  it('never writes the phone, reward balance, order count or any other field a wider object carries', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('id', 'phone', 'rewardBalance', 'totalOrders', 'createdAt'),
            fc.string().map((name) => `other:${name}`),
          ),
          fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        ),
        (extra) => {
          expect(userChangesToWrite({ ...extra, lastName: 'Rao' })).toEqual({ lastName: 'Rao' });
        },
      ),
    );
  });
});
