import { describe, expect, it } from 'vitest';
import { testBackend, testContext } from '../../testing/test-backend.js';
import { resolveField } from '../../testing/resolve-field.js';
import { refusalOf } from '../../testing/refusal.js';
import { verifiedUser } from '../verified-user.js';
import { usersDomain } from '../domain.js';

const PHONE = '+919876500002';

async function signedIn() {
  const t = testBackend();
  const user = await verifiedUser(t.deps, PHONE, t.deps.clock.now());
  return { t, user, context: testContext(t.deps, { kind: 'user', userId: user.id, phone: PHONE }) };
}

describe('usersDomain', () => {
  it('answers the signed-in user as the API shows them, and refuses an anonymous caller', async () => {
    const { t, user, context } = await signedIn();
    expect(await resolveField(usersDomain, 'Query', 'getUser', {}, context)).toMatchObject({
      id: user.id,
      phone: PHONE,
      phoneVerified: true,
      totalOrders: 0,
      totalRewards: 0,
      createdAt: '2026-01-01T04:30:00.000Z',
    });
    expect(
      await refusalOf(resolveField(usersDomain, 'Query', 'getUser', {}, testContext(t.deps))),
    ).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHORIZED' },
    });
  });

  it('updates the profile with cleaned values; null clears, absent keeps', async () => {
    const { context } = await signedIn();
    const update = (input: object) =>
      resolveField(usersDomain, 'Mutation', 'updateUser', { input }, context);
    await update({ firstName: '  Asha ', lastName: 'Rao', email: 'asha@example.com' });
    expect(await update({ lastName: null, dob: '1990-04-01' })).toMatchObject({
      firstName: 'Asha',
      lastName: null,
      email: 'asha@example.com',
      emailVerified: false,
      dob: '1990-04-01',
    });
  });

  it('refuses a profile that commerce-core refuses, with its message', async () => {
    const { context } = await signedIn();
    const update = (input: object) =>
      refusalOf(resolveField(usersDomain, 'Mutation', 'updateUser', { input }, context));
    expect(await update({ firstName: 'A'.repeat(51) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'First name is too long (at most 50 characters).',
    });
    expect(await update({ dob: '2026-01-03' })).toMatchObject({
      message: 'Date of birth cannot be in the future',
    });
    expect(await update({ email: 'not-an-email' })).toMatchObject({
      message: 'Please enter a valid email.',
    });
  });
});

describe('verifiedUser', () => {
  it('creates one user per phone, also when verifications race', async () => {
    const t = testBackend();
    const users = await Promise.all(
      Array.from({ length: 5 }, () => verifiedUser(t.deps, PHONE, t.deps.clock.now())),
    );
    expect(new Set(users.map((user) => user.id)).size).toBe(1);
  });
});
