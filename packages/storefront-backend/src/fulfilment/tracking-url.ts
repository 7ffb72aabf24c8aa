/**
 * The tracking link of a parcel from the store's `trackingUrl` template: `{awb}` (and
 * `{courier}`) in the template are replaced by the AWB (and courier), URL-encoded; a template
 * without `{awb}` gets `awb=` added to its query. Null without a template.
 *
 * @example
 * trackingUrlFor('https://haatskincare.in/track-order', '1490811234567', 'Delhivery');
 * // 'https://haatskincare.in/track-order?awb=1490811234567'
 * trackingUrlFor('https://track.example/{courier}/{awb}', 'AB 12', 'Blue Dart');
 * // 'https://track.example/Blue%20Dart/AB%2012'
 */
export function trackingUrlFor(
  template: string | null | undefined,
  awb: string,
  courier: string,
): string | null {
  const base = template?.trim();
  if (!base) return null;
  if (base.includes('{awb}')) {
    return base
      .replaceAll('{awb}', encodeURIComponent(awb))
      .replaceAll('{courier}', encodeURIComponent(courier));
  }
  const [path, hash] = base.split('#', 2) as [string, string | undefined];
  const joiner = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?';
  return `${path}${joiner}awb=${encodeURIComponent(awb)}${hash === undefined ? '' : `#${hash}`}`;
}
