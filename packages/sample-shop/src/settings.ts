import type { Setting, SettingKey } from '@haat/storefront-api/catalogue';

const values: Record<SettingKey, string> = {
  ORDER_COUNT: '48215',
  COD_CHARGES: '49',
  PREPAID_DISCOUNT_PERCENT: '5',
  MAX_COD_AMOUNT: '5000',
  MIN_COD_AMOUNT: '199',
  MAX_PREPAID_DISCOUNT: '100',
  GUEST_CHECKOUT: 'true',
  COD_ENABLED: 'true',
  PREPAID_ENABLED: 'true',
  TIMER_TTILE: 'Midnight Glow Sale',
  TIMER_DESCRIPTION: 'Extra 10% off serums with GLOW10. Ends at midnight!',
  TIMER_COLOR: '#FFFFFF',
  TIMER_BG_COLOR: '#7A1F3D',
  // With IS_DAILY_TIMER the dates are ignored and the times repeat every day (IST).
  TIMER_START_TIME: '2026-11-01T00:00:00+05:30',
  TIMER_END_TIME: '2030-12-31T23:59:59+05:30',
  IS_DAILY_TIMER: 'true',
  TIMER_ENABLED: 'true',
  BLOCK_INVENTORY: '2',
  GOKWIK_ENABLED: 'false',
  PPCOD_ENABLED: 'true',
  PPCOD_AMOUNT: '99',
};

/** Store configurations as the API sends them: every spec 3 key, values as strings. */
export const settings: Setting[] = (Object.keys(values) as SettingKey[]).map((key) => ({
  key,
  value: values[key],
}));
