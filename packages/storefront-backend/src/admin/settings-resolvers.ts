import type {
  AdminMutationResolvers,
  AdminQueryResolvers,
  AdminStoreSettings,
} from '@haat/storefront-api/admin-resolvers';
import type { Setting, SettingKey } from '@haat/storefront-api/catalogue';
import { DEFAULT_COD_CONFIRMATION_HOURS } from '../fulfilment/cod-confirm-link.js';
import { shopLifeRules } from '../fulfilment/life-rules.js';
import { writeAudited } from '../catalogue/edit-document.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';
import { refuseWrite } from './input-checks.js';
import { SETTING_KEYS, settingsConflict, settingValue } from './setting-ranges.js';
import {
  taxRegistrationChecked,
  taxRegistrationOf,
  writeTaxRegistration,
} from './tax-registration.js';

const DAY_MS = 86_400_000;

/** Every spec 3 key, in the contract's order. */

/** The store's settings as staff see them: every spec 3 key, and the operations rules in force. */
async function storeSettingsOf(context: AdminContext): Promise<AdminStoreSettings> {
  const { catalogue } = context.deps.storage.repos;
  const [settings, store] = await Promise.all([catalogue.settings(), catalogue.store()]);
  const values = new Map(settings.map((setting) => [setting.key, setting.value]));
  const rules = shopLifeRules(context.deps.settings);
  return {
    settings: SETTING_KEYS.map((key) => ({ key, value: values.get(key) ?? null })),
    operations: {
      codConfirmation: rules.codConfirmation,
      // What the unconfirmed-COD sweep (`cancelUnconfirmedCod`) and the confirm links follow.
      codConfirmationHours:
        context.deps.settings.codConfirmationHours ?? DEFAULT_COD_CONFIRMATION_HOURS,
      returnWindowDays: Math.round(rules.returnWindowMs / DAY_MS),
      rtoAdvance: rules.rtoAdvance === 'refund' ? 'REFUND' : 'KEEP',
      trackingUrl: store.trackingUrl ?? null,
    },
    taxRegistration: taxRegistrationOf(store),
  };
}

/**
 * `adminStoreSettings`: every spec 3 setting (null when the shop has none) and the order-life
 * rules in force (the server's configuration).
 *
 * @example
 * await settingsQueries.adminStoreSettings({}, {}, context, info);
 */
export const settingsQueries = {
  adminStoreSettings: (_parent, _args, context) => storeSettingsOf(context),
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminStoreSettings'>;

/**
 * `updateStoreSettings`: only the keys given change (null removes one), and the GST registration
 * when given (`writeTaxRegistration`); each value is checked
 * against its key's range and the settings against each other (COD minimum and maximum, the
 * timer's start and end) before anything is written; then every change is written and audited
 * (one entry per key) in one transaction. Shoppers' checkouts on every process follow within
 * seconds. The order-life `operations` are the server's configuration and are refused here.
 *
 * @example
 * await settingsMutations.updateStoreSettings({},
 *   { input: { settings: [{ key: 'COD_CHARGES', value: '39' }] } }, context, info);
 */
export const settingsMutations = {
  updateStoreSettings: async (_parent, { input }, context) => {
    if (input.operations) {
      throw adminError(
        'BAD_USER_INPUT',
        'operations are set in the server configuration, not through the admin API yet.',
      );
    }
    const given = input.settings ?? [];
    const keys = new Set<string>();
    const changes: { key: SettingKey; value: string | null }[] = [];
    for (const { key, value } of given) {
      if (keys.has(key)) throw adminError('BAD_USER_INPUT', `${key} is given more than once.`);
      keys.add(key);
      if (value === null || value === undefined) {
        changes.push({ key, value: null });
        continue;
      }
      const checked = settingValue(key, value);
      if (!checked.ok) throw adminError('BAD_USER_INPUT', checked.message);
      changes.push({ key, value: checked.value });
    }
    const stored = await context.deps.storage.repos.catalogue.settings();
    const after = new Map(stored.map((setting) => [setting.key as string, setting.value]));
    for (const { key, value } of changes) {
      if (value === null) after.delete(key);
      else after.set(key, value);
    }
    const conflict = settingsConflict(after);
    if (conflict) throw adminError('BAD_USER_INPUT', conflict);
    const registration = input.taxRegistration;
    if (registration) taxRegistrationChecked(registration);
    const actor = staffActor(context);
    await context.deps.storage.transaction(async (repos) => {
      for (const { key, value } of changes) {
        const before = stored.find((setting) => setting.key === key) ?? null;
        const data: Setting | null = value === null ? null : { key, value };
        const outcome = await writeAudited(
          repos,
          context.deps,
          actor,
          'updateStoreSettings',
          'setting',
          { kind: 'settings', key, data, ifBefore: before },
        );
        if (!outcome.ok) refuseWrite(outcome, 'setting');
      }
      if (registration) await writeTaxRegistration(repos, context, registration);
    });
    return storeSettingsOf(context);
  },
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'updateStoreSettings'>;
