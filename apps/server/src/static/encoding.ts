/** The encodings the server keeps compressed copies in, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * The best encoding an `Accept-Encoding` header allows (brotli before gzip; `q=0` refuses,
 * `*` allows both), or null for the identity.
 *
 * @example
 * preferredEncoding('gzip, deflate, br'); // 'br'
 * preferredEncoding('br;q=0, gzip'); // 'gzip'
 * preferredEncoding(undefined); // null
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
