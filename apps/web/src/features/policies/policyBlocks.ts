/** One block of a policy page's text, as the page shows it. */
export type PolicyBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^## +/;
const ITEM = /^- +/;

function blocksOf(lines: readonly string[]): PolicyBlock[] {
  const [first = '', ...rest] = lines;
  if (HEADING.test(first)) {
    const heading: PolicyBlock = { kind: 'heading', text: first.replace(HEADING, '') };
    return rest.length > 0 ? [heading, ...blocksOf(rest)] : [heading];
  }
  if (lines.every((line) => ITEM.test(line))) {
    return [{ kind: 'list', items: lines.map((line) => line.replace(ITEM, '')) }];
  }
  return [{ kind: 'paragraph', text: lines.join(' ') }];
}

/**
 * Splits a policy body (the SDL's `StorePolicy.body`: plain text, never HTML) into blocks: blank
 * lines separate blocks; a block's first line starting with `## ` is a heading (the lines after it
 * form the next block); a block of `- ` lines is a list; anything else is a paragraph. Text is kept as text: React escapes it when rendering.
 *
 * @example
 * policyBlocks('## Refunds\n\nWithin 7 days.\n\n- Unopened\n- Damaged');
 * // [{ kind: 'heading', text: 'Refunds' }, { kind: 'paragraph', text: 'Within 7 days.' },
 * //  { kind: 'list', items: ['Unopened', 'Damaged'] }]
 */
export function policyBlocks(body: string): PolicyBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .flatMap(blocksOf);
}
