import { describe, expect, it } from 'vitest';
import { postAdmin, AUDIT_OF, staffTokenOf, type AuditItem } from './admin-client.js';
import { documents } from './documents.js';
import { orderInput } from './fixtures.js';
import { STORE_ID, useContractTarget } from './harness.js';

const { gql, tokenFor, proven } = useContractTarget();

const OWNER = '+919800000041';
const MANAGER = '+919800000042';
const SHOPPER = '+919800000044';

const READ = `query Settings { adminStoreSettings { settings { key value } operations { codConfirmation codConfirmationHours returnWindowDays rtoAdvance } } }`;
const UPDATE = `mutation Update($input: UpdateStoreSettingsInput!) {
  updateStoreSettings(input: $input) { settings { key value } }
}`;

interface SettingsAnswer {
  readonly updateStoreSettings: {
    readonly settings: readonly { key: string; value: string | null }[];
  };
}

const valueOf = (
  settings: readonly { key: string; value: string | null }[] | undefined,
  key: string,
) => settings?.find((setting) => setting.key === key)?.value;

/** The storefront's settings, as shoppers' pages read them. */
async function storefrontSettings() {
  const answer = await gql<{ getInitialData: { settings: { key: string; value: string }[] } }>(
    documents.getInitialData,
    { storeId: STORE_ID },
  );
  return answer.data?.getInitialData.settings;
}

describe('admin API: store settings', () => {
  it('reads every spec 3 key and the order-life rules in force', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const answer = await postAdmin<{
      adminStoreSettings: {
        settings: { key: string; value: string | null }[];
        operations: unknown;
      };
    }>(owner, READ);
    expect(answer.errors).toEqual([]);
    const settings = answer.data?.adminStoreSettings.settings ?? [];
    expect(settings).toHaveLength(21);
    expect(valueOf(settings, 'COD_CHARGES')).toBe('49');
    expect(answer.data?.adminStoreSettings.operations).toEqual({
      codConfirmation: true,
      codConfirmationHours: 48,
      returnWindowDays: 7,
      rtoAdvance: 'KEEP',
    });
  });

  it('changes only the keys given, and checkout charges the new COD charges', async () => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const answer = await postAdmin<SettingsAnswer>(owner, UPDATE, {
      input: {
        settings: [
          { key: 'COD_CHARGES', value: '39.5' },
          { key: 'TIMER_TTILE', value: ' Winter sale ' },
        ],
      },
    });
    expect(answer.errors).toEqual([]);
    const settings = answer.data?.updateStoreSettings.settings;
    expect(valueOf(settings, 'COD_CHARGES')).toBe('39.5');
    expect(valueOf(settings, 'TIMER_TTILE')).toBe('Winter sale');
    expect(valueOf(settings, 'PPCOD_AMOUNT')).toBe('99');
    expect(valueOf(await storefrontSettings(), 'COD_CHARGES')).toBe('39.5');
    const order = await gql<{ createOrder: { totalCashOnDeliveryCharges: number } }>(
      documents.CreateOrder,
      { input: await proven(orderInput()) },
    );
    expect(order.errors).toEqual([]);
    expect(order.data?.createOrder.totalCashOnDeliveryCharges).toBe(39.5);

    const audit = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(owner, AUDIT_OF, {
      filter: { action: 'updateStoreSettings', targetId: 'COD_CHARGES' },
    });
    expect(audit.data?.adminAuditLog.items).toMatchObject([
      {
        targetType: 'setting',
        before: JSON.stringify({ key: 'COD_CHARGES', value: '49' }),
        after: JSON.stringify({ key: 'COD_CHARGES', value: '39.5' }),
      },
    ]);
    // A null value removes the key.
    const removed = await postAdmin<SettingsAnswer>(owner, UPDATE, {
      input: { settings: [{ key: 'TIMER_TTILE', value: null }] },
    });
    expect(valueOf(removed.data?.updateStoreSettings.settings, 'TIMER_TTILE')).toBeNull();
  });

  it.each([
    [
      [{ key: 'COD_CHARGES', value: '10001' }],
      'COD_CHARGES must be an amount from ₹0 to ₹10,000 (at most 2 decimals).',
    ],
    [
      [{ key: 'COD_CHARGES', value: '4.999' }],
      'COD_CHARGES must be an amount from ₹0 to ₹10,000 (at most 2 decimals).',
    ],
    [
      [{ key: 'PREPAID_DISCOUNT_PERCENT', value: '101' }],
      'PREPAID_DISCOUNT_PERCENT must be a whole number from 0 to 100.',
    ],
    [[{ key: 'COD_ENABLED', value: 'yes' }], 'COD_ENABLED must be true or false.'],
    [[{ key: 'TIMER_COLOR', value: 'red' }], 'TIMER_COLOR must be a colour such as #7A1F3D.'],
    [
      [{ key: 'TIMER_END_TIME', value: 'tomorrow' }],
      'TIMER_END_TIME must be an ISO 8601 date and time such as 2026-11-01T00:00:00+05:30.',
    ],
    [
      [{ key: 'MIN_COD_AMOUNT', value: '6000' }],
      'MIN_COD_AMOUNT (6000) must not be more than MAX_COD_AMOUNT (5000).',
    ],
    [
      [
        { key: 'COD_CHARGES', value: '10' },
        { key: 'COD_CHARGES', value: '20' },
      ],
      'COD_CHARGES is given more than once.',
    ],
  ])('refuses %j naming the key and its range, changing nothing', async (settings, message) => {
    const owner = await staffTokenOf(tokenFor, OWNER, 'owner');
    const answer = await postAdmin(owner, UPDATE, {
      input: { settings: [{ key: 'PPCOD_AMOUNT', value: '50' }, ...settings] },
    });
    expect(answer.errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expect(valueOf(await storefrontSettings(), 'PPCOD_AMOUNT')).toBe('99');
    const audit = await postAdmin<{ adminAuditLog: { items: AuditItem[] } }>(owner, AUDIT_OF, {
      filter: { action: 'updateStoreSettings' },
    });
    expect(audit.data?.adminAuditLog.items).toEqual([]);
  });

  it('refuses a manager, a shopper and an anonymous caller', async () => {
    const manager = await staffTokenOf(tokenFor, MANAGER, 'manager');
    const input = { settings: [{ key: 'COD_CHARGES', value: '0' }] };
    for (const [query, variables] of [
      [READ, {}],
      [UPDATE, { input }],
    ] as const) {
      expect((await postAdmin(manager, query, variables)).errors).toEqual([
        expect.objectContaining({
          message: 'Your role (manager) cannot do this: it needs SETTINGS_EDIT.',
          extensions: { code: 'FORBIDDEN' },
        }),
      ]);
      expect((await postAdmin(await tokenFor(SHOPPER), query, variables)).errors).toEqual([
        expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
      ]);
      expect((await postAdmin(null, query, variables)).status).toBe(401);
    }
    expect(valueOf(await storefrontSettings(), 'COD_CHARGES')).toBe('49');
  });
});
