/** The 16-bit groups of an IPv6 address, or null when it is not one (an embedded IPv4 tail too). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const tail = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const v4 = ipv4Bytes(tail[2] ?? '');
    if (!v4) return null;
    text = `${tail[1] ?? ''}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const [head, rest] = [part(halves[0]), part(halves[1])];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** The four bytes of dotted IPv4, or null. */
function ipv4Bytes(address: string): [number, number, number, number] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  if (bytes.some((byte) => byte > 255)) return null;
  return [bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0];
}

/**
 * The network a caller's address counts for in per-address limits: an IPv4 address as it is
 * (also when it comes IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address as its /64 prefix.
 * An IPv6 subscriber (home, phone) is handed a whole /64 and picks addresses in it at will
 * (privacy addresses change daily), so one per address would let one shopper count as
 * billions. Anything that is not an address is kept as given.
 *
 * @example
 * networkKey('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * networkKey('::ffff:203.0.113.7'); // '203.0.113.7'
 */
export function networkKey(address: string): string {
  const trimmed = address.trim();
  if (ipv4Bytes(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
