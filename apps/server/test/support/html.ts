import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
}

const attr = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value ?? null;

function text(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
}

/** A page as a crawler without JavaScript reads it. */
export interface ReadPage {
  readonly title: string | null;
  /** `<meta name>` or `<meta property>` content in `<head>` (every value, in order). */
  meta(key: string): string[];
  /** The `href` of `<link rel>` in `<head>`. */
  link(rel: string): string[];
  /** Every JSON-LD object on the page. */
  readonly jsonLd: Record<string, unknown>[];
  /** The text of the whole body. */
  readonly bodyText: string;
  /** Elements of the body by tag name. */
  elements(tag: string): { attrs: Record<string, string>; text: string }[];
  /** The JSON of `<script type="application/json" id>`, or null. */
  json(id: string): unknown;
}

/**
 * Reads an HTML document the way a link previewer or a search engine's first pass does: with
 * an HTML parser (parse5, the standard's parsing rules), no scripts run.
 *
 * @example
 * const page = readPage(await response.text());
 * page.meta('og:title'); // ['10% Vitamin C Brightening Serum | Haat Skincare']
 */
export function readPage(html: string): ReadPage {
  const document = parse(html);
  const all = [...walk(document)];
  const head = all.find((element) => element.tagName === 'head');
  const body = all.find((element) => element.tagName === 'body');
  const headElements = head ? [...walk(head)] : [];
  const bodyElements = body ? [...walk(body)] : [];
  const scripts = all.filter((element) => element.tagName === 'script');
  return {
    title: (() => {
      const titles = headElements.filter((element) => element.tagName === 'title');
      return titles.length === 1 && titles[0] ? text(titles[0]) : null;
    })(),
    meta: (key) =>
      headElements
        .filter(
          (e) => e.tagName === 'meta' && (attr(e, 'name') === key || attr(e, 'property') === key),
        )
        .map((e) => attr(e, 'content') ?? ''),
    link: (rel) =>
      headElements
        .filter((e) => e.tagName === 'link' && attr(e, 'rel') === rel)
        .map((e) => attr(e, 'href') ?? ''),
    jsonLd: scripts
      .filter((e) => attr(e, 'type') === 'application/ld+json')
      .map((e) => JSON.parse(text(e)) as Record<string, unknown>),
    bodyText: body ? text(body).replace(/\s+/g, ' ') : '',
    elements: (tag) =>
      bodyElements
        .filter((e) => e.tagName === tag)
        .map((e) => ({
          attrs: Object.fromEntries(e.attrs.map((a) => [a.name, a.value])),
          text: text(e).replace(/\s+/g, ' ').trim(),
        })),
    json: (id) => {
      const element = scripts.find(
        (e) => attr(e, 'type') === 'application/json' && attr(e, 'id') === id,
      );
      return element ? (JSON.parse(text(element)) as unknown) : null;
    },
  };
}
