import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../memory/index.js';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { CourierError } from '../../ports/courier.js';
import { createCourierDeps } from '../courier-deps.js';
import { zipCodeFor } from '../zip-code-for.js';
import { scriptedCourier } from './scripted-courier.js';

/** A wait the test ends by hand: `expire()` makes every pending time-out fire. */
function manualWait() {
  const pending: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => pending.push(resolve)),
    expire: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

const served = {
  serviceable: true,
  cod: true,
  estimatedDelivery: '2026-01-05',
  city: 'Kohima',
  state: 'Nagaland',
};

function setUp() {
  let now = 0;
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const scripted = scriptedCourier();
  const timer = manualWait();
  const courier = createCourierDeps({
    courier: scripted.courier,
    clock,
    pickupPinCode: '400001',
    wait: timer.wait,
    maxEntries: 3,
  });
  const storage = createMemoryStorage({ seed: { storeId: STORE_ID, ...sampleShop } });
  return { clock, scripted, timer, courier, repos: storage.repos };
}

describe('zipCodeFor', () => {
  it('answers exactly the shop pin code table without a courier (self-ship)', async () => {
    const { repos } = setUp();
    for (const pin of ['560034', '226001', '744101', '999999', 'abc']) {
      expect(await zipCodeFor(undefined, repos, pin)).toEqual(await repos.catalogue.zipCode(pin));
    }
  });

  it("takes the courier's answer and estimate, narrowed by the shop's table", async () => {
    const { courier, repos, scripted } = setUp();
    scripted.serviceable.set('797001', served);
    scripted.serviceable.set('744101', {
      ...served,
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
    });
    scripted.serviceable.set('226001', { ...served, cod: false });
    // Not in the shop's table, served by the courier: state read from its name.
    expect(await zipCodeFor(courier, repos, '797001')).toEqual({
      id: '797001',
      cod: true,
      prepaid: true,
      codMaxAmount: null,
      city: 'Kohima',
      state: 'NL',
      estimatedDelivery: '2026-01-05',
    });
    // The table says no COD at Port Blair: the courier cannot widen it.
    expect(await zipCodeFor(courier, repos, '744101')).toMatchObject({
      cod: false,
      prepaid: true,
      city: 'Port Blair',
      state: 'AN',
    });
    // The courier collects no cash at Lucknow; the table's COD cap is kept.
    expect(await zipCodeFor(courier, repos, '226001')).toMatchObject({
      cod: false,
      codMaxAmount: 1000,
    });
    // The courier does not serve it: not serviceable, whatever the table says.
    expect(await zipCodeFor(courier, repos, '560034')).toBeNull();
  });

  it('falls back to the table when the courier does not answer in time, and keeps the late answer', async () => {
    const { courier, repos, scripted, timer } = setUp();
    let answer: (value: typeof served) => void = () => undefined;
    scripted.courier.serviceability = () => new Promise((resolve) => (answer = resolve));
    const checking = zipCodeFor(courier, repos, '560034');
    await Promise.resolve();
    timer.expire();
    expect(await checking).toEqual(await repos.catalogue.zipCode('560034'));
    answer({ ...served, city: 'Bengaluru', state: 'Karnataka' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await zipCodeFor(courier, repos, '560034')).toMatchObject({
      estimatedDelivery: '2026-01-05',
      city: 'Bengaluru',
    });
  });

  it('falls back to the table when the courier fails, and asks again only after a minute', async () => {
    const { courier, repos, scripted, clock } = setUp();
    scripted.fail(
      'serviceability',
      new CourierError('Shiprocket is unavailable (HTTP 503)', 'unavailable'),
    );
    expect(await zipCodeFor(courier, repos, '560034')).toEqual(
      await repos.catalogue.zipCode('560034'),
    );
    expect(await zipCodeFor(courier, repos, '560034')).toEqual(
      await repos.catalogue.zipCode('560034'),
    );
    expect(scripted.count('serviceability')).toBe(1);
    scripted.fail('serviceability', null);
    scripted.serviceable.set('560034', served);
    clock.advance(60_000);
    expect(await zipCodeFor(courier, repos, '560034')).toMatchObject({
      estimatedDelivery: '2026-01-05',
    });
    expect(scripted.count('serviceability')).toBe(2);
  });
});

describe('createPinCodeCheck', () => {
  it('keeps answers for 6 hours, at most the newest entries, and shares one call between concurrent checks', async () => {
    const { courier, scripted, clock } = setUp();
    for (const pin of ['110001', '110002', '110003', '110004'])
      scripted.serviceable.set(pin, served);
    await Promise.all([courier.pinCodes.check('110001'), courier.pinCodes.check('110001')]);
    expect(scripted.count('serviceability')).toBe(1);
    clock.advance(6 * 3_600_000 - 1);
    await courier.pinCodes.check('110001');
    expect(scripted.count('serviceability')).toBe(1);
    clock.advance(1);
    await courier.pinCodes.check('110001');
    expect(scripted.count('serviceability')).toBe(2);
    // Bounded at 3 entries (this test's setting): the least recently used goes first.
    for (const pin of ['110002', '110003', '110004']) await courier.pinCodes.check(pin);
    await courier.pinCodes.check('110001');
    expect(scripted.count('serviceability')).toBe(6);
    await courier.pinCodes.check('110004');
    expect(scripted.count('serviceability')).toBe(6);
  });

  it('asks the courier about a 6-digit pin code from the pickup pin code, as prepaid, for 500 g', async () => {
    const { courier, scripted, repos } = setUp();
    await zipCodeFor(courier, repos, '12345');
    expect(scripted.count('serviceability')).toBe(0);
    await courier.pinCodes.check('560034');
    expect(scripted.calls[0]?.args[0]).toEqual({
      pickupPinCode: '400001',
      deliveryPinCode: '560034',
      weightGrams: 500,
      cod: false,
      declaredValue: 0,
    });
  });
});
