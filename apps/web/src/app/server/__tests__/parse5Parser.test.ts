import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domParser } from '@/lib/html/parseHtml';
import { parse5Parser } from '../parse5Parser';

// Catalogue text as operators write it, including what browsers repair (unclosed tags, stray
// end tags, block elements inside inline ones, entities, comments, scripts).
const SAMPLES = [
  '<p>Light <b>gel</b> &amp; fast</p>',
  'plain text, no tags',
  '<p>One<p>Two<br>Three',
  '<ul><li>First<li>Second</ul><p>After',
  '<b>bold <i>both</b> italic</i>',
  '<a href="/shop">shop</a> <a href="javascript:alert(1)">bad</a>',
  '<p>Caf&eacute; &nbsp; &#8377;599 &lt;tag&gt;</p>',
  '<script>alert(1)</script><style>p{}</style><p>kept</p>',
  '<!-- a note --><h3>Title</h3></div></span>text',
  '<table><tr><td>cell</td></tr></table>',
];

describe('parse5Parser', () => {
  it.each(SAMPLES)('parses %j into the same nodes as the browser', (html) => {
    expect(parse5Parser(html)).toEqual(domParser(html));
  });

  it('agrees with the browser on any mix of the tags descriptions use', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<p>',
        '</p>',
        '<b>',
        '</b>',
        '<i>',
        '</i>',
        '<br>',
        '<li>',
        '<ul>',
        '</ul>',
        '&amp;',
        '&lt;',
      ),
      fc.string({ maxLength: 5 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const html = pieces.join('');
        expect(parse5Parser(html)).toEqual(domParser(html));
      }),
    );
  });
});
