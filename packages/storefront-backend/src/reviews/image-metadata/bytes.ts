/**
 * A growing list of byte runs, joined once at the end (no copy per segment while stripping).
 *
 * @example
 * const out = new ByteRuns();
 * out.push(new Uint8Array([0xff, 0xd8]));
 * out.join(); // Uint8Array [0xff, 0xd8]
 */
export class ByteRuns {
  private readonly runs: Uint8Array[] = [];
  private length = 0;

  /** Appends a run (kept by reference: do not change it afterwards). */
  push(run: Uint8Array): void {
    this.runs.push(run);
    this.length += run.length;
  }

  /** The runs as one array. */
  join(): Uint8Array {
    const joined = new Uint8Array(this.length);
    let at = 0;
    for (const run of this.runs) {
      joined.set(run, at);
      at += run.length;
    }
    return joined;
  }
}

/**
 * Whether `bytes` holds the ASCII text `text` at `at`.
 *
 * @example
 * hasAscii(new TextEncoder().encode('Exif\0\0'), 0, 'Exif'); // true
 */
export function hasAscii(bytes: Uint8Array, at: number, text: string): boolean {
  if (at < 0 || at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i += 1) {
    if (bytes[at + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}
