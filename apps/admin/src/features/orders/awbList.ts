/** One order's dispatch as a pasted or uploaded line says it. */
export interface AwbLine {
  readonly code: string;
  readonly awb: string;
  /** A courier named on the line (else the form's). */
  readonly courier: string | null;
}

/** What a pasted or uploaded AWB list gives for the orders chosen. */
export interface AwbListResult {
  readonly lines: readonly AwbLine[];
  /** Problems, one per line, naming the order (empty: ready to dispatch). */
  readonly problems: readonly string[];
}

const HEADER = /^(order|code|order code)\b/i;

/**
 * Reads an AWB list: one order per line, `order code, AWB[, courier]` separated by commas, tabs
 * or semicolons (a spreadsheet's CSV export or a paste from it); a header line is skipped. Every
 * order chosen must have exactly one AWB, and every line must name one of them.
 *
 * @example
 * readAwbList('HAAT-10234, DL123\nHAAT-10235', ['HAAT-10234', 'HAAT-10235']).problems;
 * // ['HAAT-10235 has no AWB.']
 */
export function readAwbList(text: string, codes: readonly string[]): AwbListResult {
  const wanted = new Set(codes.map((code) => code.toUpperCase()));
  const lines: AwbLine[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !HEADER.test(line))
    .forEach((line) => {
      const [code = '', awb = '', courier = ''] = line
        .split(/\s*[,\t;]\s*/)
        .map((part) => part.replace(/^"|"$/g, '').trim());
      const upper = code.toUpperCase();
      if (!wanted.has(upper)) problems.push(`${code} is not one of the orders chosen.`);
      else if (seen.has(upper)) problems.push(`${code} is listed twice.`);
      else if (!awb) problems.push(`${code} has no AWB.`);
      else lines.push({ code: upper, awb, courier: courier || null });
      seen.add(upper);
    });
  for (const code of codes) {
    if (!seen.has(code.toUpperCase())) problems.push(`${code} has no AWB.`);
  }
  return { lines, problems };
}

/**
 * The list to start from: one line per order, waiting for its AWB.
 *
 * @example
 * awbTemplate(['HAAT-10234']); // 'HAAT-10234, '
 */
export function awbTemplate(codes: readonly string[]): string {
  return codes.map((code) => `${code}, `).join('\n');
}
