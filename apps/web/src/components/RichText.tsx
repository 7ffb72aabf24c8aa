import { createElement, type ReactNode } from 'react';
import { parseHtml, type HtmlNode } from '@/lib/html/parseHtml';

/** Tags a product description may use; anything else is dropped but its text is kept. */
const ALLOWED = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'h3',
  'h4',
  'a',
  'span',
]);

/** Tags whose content is never text to show. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'svg',
  'math',
]);

const safeHref = (href: string | null) =>
  href && (/^https?:\/\//i.test(href) || href.startsWith('/')) ? href : null;

function toReact(node: HtmlNode, key: string): ReactNode {
  if ('text' in node) return node.text;
  const { tag } = node;
  if (DROPPED.has(tag)) return null;
  const children = node.children.map((child, index) => toReact(child, `${key}.${index}`));
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(node.attrs['href'] ?? null);
    if (!href) return children;
    const external = href.startsWith('http');
    return (
      <a
        key={key}
        href={href}
        className="underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Shows HTML from the catalogue (a product description) without ever injecting markup: it is
 * parsed, and only plain formatting tags are rebuilt as React elements — no attributes, scripts
 * or styles survive.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div className={`rich-text ${className}`}>
      {parseHtml(html).map((node, index) => toReact(node, String(index)))}
    </div>
  );
}
