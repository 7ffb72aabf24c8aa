import type { HeadTags } from '@/lib/head/headTags';
import { useServerRender } from '@/lib/ssr/serverRender';

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The head tags of spec 2's page head block as elements: title, description, keywords, canonical
 * link, robots, Open Graph / product tags and Twitter card / site-verification tags. In the app
 * React 19 hoists them into `<head>`; the server renders the same elements to markup for the
 * `<head>` of the page it sends (so the app adopts the server's tags when it starts instead of
 * adding its own). The viewport is in index.html and allows zoom (a deviation from spec 2: see
 * the web README).
 *
 * @example
 * <HeadElements head={shopHead()} />
 */
export function HeadElements({ head }: { head: HeadTags }) {
  return (
    <>
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      <link rel="canonical" href={head.canonical} />
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      {head.properties.map(([property, content], index) => (
        <meta key={`p${index}`} property={property} content={content} />
      ))}
      {head.names.map(([name, content], index) => (
        <meta key={`n${index}`} name={name} content={content} />
      ))}
    </>
  );
}

/**
 * A page's head (built by `lib/head/`): its tags, and its JSON-LD as `application/ld+json`
 * scripts in place (the same in the server's page and the app's, so they hydrate as they are).
 * In a server render the tags go to the server, which writes them into `<head>`.
 *
 * @example
 * <PageHead head={productHead(product, blockInventory)} />
 */
export function PageHead({ head }: { head: HeadTags }) {
  const server = useServerRender();
  server?.setHead(head);
  return (
    <>
      {server ? null : <HeadElements head={head} />}
      {head.jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>
  );
}
