/** Small deterministic helpers for generated sample data (no Math.random, no clock). */

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded pseudo-random generator (mulberry32) returning numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element with a generator from {@link seededRandom}. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A valid EAN-13 with the Indian GS1 prefix 890 and the given 9-digit body. */
export function ean13(body: number): string {
  const digits = `890${String(body % 1e9).padStart(9, '0')}`;
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** Adds whole days to an ISO date (UTC) and returns an ISO timestamp. */
export function addDays(isoDay: string, days: number, time = '10:00:00.000Z'): string {
  const date = new Date(`${isoDay}T${time}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString();
}

/** Whole days between two ISO days (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
