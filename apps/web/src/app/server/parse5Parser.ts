import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import type { HtmlNode, HtmlParser } from '@/lib/html/parseHtml';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;

function fromParse5(node: ChildNode): HtmlNode | null {
  if (node.nodeName === '#text' && 'value' in node) return { text: node.value };
  if (!('tagName' in node)) return null;
  const attrs: Record<string, string> = {};
  for (const attr of node.attrs) attrs[attr.name] = attr.value;
  return { tag: node.tagName, attrs, children: childrenOf(node.childNodes) };
}

const childrenOf = (nodes: readonly ChildNode[]): HtmlNode[] =>
  nodes.map(fromParse5).filter((child) => child !== null);

/**
 * The server's HTML parser: parse5 follows the HTML standard's parsing rules, as the browser's
 * DOMParser does, so a catalogue text parses into the same nodes on both sides (a description
 * rendered on the server hydrates as it is). The body of the parsed document, as DOMParser's.
 *
 * @example
 * setHtmlParser(parse5Parser);
 */
export const parse5Parser: HtmlParser = (html) => {
  const document = parse(html);
  const root = document.childNodes.find((node) => node.nodeName === 'html');
  const body =
    root && 'childNodes' in root ? root.childNodes.find((node) => node.nodeName === 'body') : null;
  return body && 'childNodes' in body ? childrenOf(body.childNodes) : [];
};
