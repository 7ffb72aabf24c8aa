import { describe, expect, it } from 'vitest';
import { testBackend, testContext, type TestBackend } from '../../testing/test-backend.js';
import { resolveField } from '../../testing/resolve-field.js';
import { refusalOf } from '../../testing/refusal.js';
import { verifiedUser } from '../../users/verified-user.js';
import { addressesDomain } from '../domain.js';

const input = {
  name: ' Asha Rao ',
  phone: '9876500003',
  city: 'Bengaluru',
  pinCode: '560001',
  address: '12 MG Road',
};

async function shopper(t: TestBackend, phone: string) {
  const user = await verifiedUser(t.deps, phone, t.deps.clock.now());
  return testContext(t.deps, { kind: 'user', userId: user.id, phone });
}

const call = (
  field: string,
  args: Readonly<Record<string, unknown>>,
  context: Parameters<typeof resolveField>[4],
) =>
  resolveField(
    addressesDomain,
    field === 'searchUserAddresses' ? 'Query' : 'Mutation',
    field,
    args,
    context,
  );

describe('addressesDomain', () => {
  it('keeps a checked, cleaned address and lists the newest first, a page at a time', async () => {
    const t = testBackend();
    const me = await shopper(t, '+919876500003');
    const first = await call('createUserAddress', { input }, me);
    expect(first).toMatchObject({
      name: 'Asha Rao',
      phone: '+919876500003',
      country: 'IN',
      email: null,
      createdAt: '2026-01-01T04:30:00.000Z',
    });
    t.clock.advance(1000);
    const later = await call(
      'createUserAddress',
      { input: { ...input, city: 'Mysuru' } },
      testContext(t.deps, me.caller),
    );
    const page = await call('searchUserAddresses', { limit: 1 }, me);
    expect(page).toMatchObject({ items: [later], total: 2 });
    const next = (page as { nextToken: string }).nextToken;
    expect(await call('searchUserAddresses', { limit: 1, nextToken: next }, me)).toEqual({
      items: [first],
      total: 2,
      nextToken: null,
    });
  });

  it("refuses an invalid address with the first field's message", async () => {
    const t = testBackend();
    const me = await shopper(t, '+919876500003');
    expect(
      await refusalOf(call('createUserAddress', { input: { ...input, phone: '123' } }, me)),
    ).toMatchObject({ code: 'INVALID_ADDRESS', message: 'Please enter valid phone number' });
  });

  it("updates and deletes only the user's own addresses", async () => {
    const t = testBackend();
    const me = await shopper(t, '+919876500003');
    const other = await shopper(t, '+919876500004');
    const mine = (await call('createUserAddress', { input }, me)) as { id: string };
    expect(
      await call('updateUserAddress', { input: { id: mine.id, landmark: 'Near the park' } }, me),
    ).toMatchObject({ landmark: 'Near the park', city: 'Bengaluru' });
    const notFound = { code: 'NOT_FOUND', message: 'Address not found' };
    expect(
      await refusalOf(call('updateUserAddress', { input: { id: mine.id, city: 'X' } }, other)),
    ).toMatchObject(notFound);
    expect(
      await refusalOf(call('deleteUserAddress', { input: { id: mine.id } }, other)),
    ).toMatchObject(notFound);
    expect(await call('deleteUserAddress', { input: { id: mine.id } }, me)).toMatchObject({
      id: mine.id,
    });
    expect(await call('searchUserAddresses', {}, me)).toMatchObject({ items: [], total: 0 });
  });

  it('keeps at most 20 addresses per user', async () => {
    const t = testBackend();
    const me = await shopper(t, '+919876500003');
    for (let i = 0; i < 20; i += 1) await call('createUserAddress', { input }, me);
    expect(await refusalOf(call('createUserAddress', { input }, me))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You can save up to 20 addresses.',
    });
  });
});
