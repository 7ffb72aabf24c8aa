/**
 * Shows store content only on the devices it is meant for, by CSS (no flash, no JS): the spec's
 * mobile/web split is at 575 px.
 */
export function deviceClass(deviceType: string | null | undefined): string {
  if (deviceType === 'MOBILE') return 'min-[576px]:hidden';
  if (deviceType === 'WEB') return 'max-[575px]:hidden';
  return '';
}
