/** A parsed HTML node: text, or an element with its attributes and children. */
export type HtmlNode =
  | { readonly text: string }
  | {
      readonly tag: string;
      readonly attrs: Readonly<Record<string, string>>;
      readonly children: readonly HtmlNode[];
    };

/** Parses an HTML text as a page's body would hold it (the HTML standard's parsing rules). */
export type HtmlParser = (html: string) => HtmlNode[];

function fromDom(node: Node): HtmlNode | null {
  if (node.nodeType === Node.TEXT_NODE) return { text: node.textContent ?? '' };
  if (!(node instanceof Element)) return null;
  const attrs: Record<string, string> = {};
  for (const attr of node.attributes) attrs[attr.name] = attr.value;
  return { tag: node.tagName.toLowerCase(), attrs, children: childrenOf(node) };
}

const childrenOf = (node: Node): HtmlNode[] =>
  [...node.childNodes].map(fromDom).filter((child) => child !== null);

/** The browser's parser (DOMParser): what the app uses unless a server render set another. */
export const domParser: HtmlParser = (html) =>
  childrenOf(new DOMParser().parseFromString(html, 'text/html').body);

let parser: HtmlParser = domParser;

/**
 * Parses HTML from the catalogue into plain nodes: with the browser's DOMParser, or, in a server
 * render (which has no DOM), with the parser the server set — one that follows the same standard,
 * so both build the same page.
 *
 * @example
 * parseHtml('<p>Hi <b>there</b></p>'); // [{ tag: 'p', attrs: {}, children: [{ text: 'Hi ' }, { tag: 'b', … }] }]
 */
export const parseHtml = (html: string): HtmlNode[] => parser(html);

/**
 * Replaces the parser (the server render, once at start).
 *
 * @example
 * setHtmlParser(parse5Parser);
 */
export function setHtmlParser(next: HtmlParser): void {
  parser = next;
}
