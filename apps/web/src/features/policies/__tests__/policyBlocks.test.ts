import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { policyBlocks } from '../policyBlocks';

describe('policyBlocks', () => {
  it.each([
    [
      'a paragraph',
      'Return within 7 days.',
      [{ kind: 'paragraph', text: 'Return within 7 days.' }],
    ],
    [
      'a paragraph over two lines, joined with a space',
      'Refunds take\n5–7 working days.',
      [{ kind: 'paragraph', text: 'Refunds take 5–7 working days.' }],
    ],
    ['a heading', '## Refunds', [{ kind: 'heading', text: 'Refunds' }]],
    [
      'a heading with its list right under it',
      '## What you can return\n- Unopened\n- Damaged',
      [
        { kind: 'heading', text: 'What you can return' },
        { kind: 'list', items: ['Unopened', 'Damaged'] },
      ],
    ],
    [
      'a list',
      '- Unopened\n- Damaged in transit',
      [{ kind: 'list', items: ['Unopened', 'Damaged in transit'] }],
    ],
    [
      'a block mixing items and text, as a paragraph',
      '- Unopened\nand sealed',
      [{ kind: 'paragraph', text: '- Unopened and sealed' }],
    ],
    [
      'blocks separated by blank lines (with spaces or Windows line ends)',
      '## Refunds\r\n\r\nWithin 7 days.\n  \n- COD\n- UPI',
      [
        { kind: 'heading', text: 'Refunds' },
        { kind: 'paragraph', text: 'Within 7 days.' },
        { kind: 'list', items: ['COD', 'UPI'] },
      ],
    ],
    [
      'markup, kept as the text it is',
      '<script>alert(1)</script>',
      [{ kind: 'paragraph', text: '<script>alert(1)</script>' }],
    ],
    ['nothing for an empty body', '\n\n  \n', []],
  ])('%s', (_, body, blocks) => {
    expect(policyBlocks(body)).toEqual(blocks);
  });

  it('keeps every word of plain paragraphs, one paragraph per blank-line-separated block', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9₹.,()]{1,12}$/);
    const paragraph = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 6 }), (paragraphs) => {
        expect(policyBlocks(paragraphs.join('\n\n'))).toEqual(
          paragraphs.map((text) => ({ kind: 'paragraph', text })),
        );
      }),
    );
  });
});
