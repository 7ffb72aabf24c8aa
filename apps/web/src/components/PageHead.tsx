import { env } from '@/lib/env';
import { imageUrl } from '@/lib/images';

export const SITE_NAME = 'Haat Skincare';

interface PageHeadProps {
  title: string;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  /** Path of the canonical address (default: this page's path, without query parameters). */
  canonicalPath?: string;
  /** Image key (or URL) for social sharing. */
  image?: string | null | undefined;
  type?: 'website' | 'product';
  /** schema.org data, emitted as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The page head block of spec 2: title, description, keywords, canonical link, Open Graph and
 * Twitter tags, the optional site-verification tag and JSON-LD. React 19 hoists the tags into
 * <head>. The viewport is in index.html, and allows zoom (a deviation from spec 2: see the web
 * README).
 */
export function PageHead({
  title,
  description,
  keywords,
  canonicalPath,
  image,
  type = 'website',
  jsonLd,
}: PageHeadProps) {
  const fullTitle = title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
  const canonical = `${env.siteUrl}${canonicalPath ?? window.location.pathname}`;
  const shareImage = image ? new URL(imageUrl(image, 1200), env.siteUrl).href : null;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <link rel="canonical" href={canonical} />
      {env.siteVerification ? (
        <meta name="google-site-verification" content={env.siteVerification} />
      ) : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:url" content={canonical} />
      {description ? <meta property="og:description" content={description} /> : null}
      {shareImage ? <meta property="og:image" content={shareImage} /> : null}
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {shareImage ? <meta name="twitter:image" content={shareImage} /> : null}
      {jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
        />
      ) : null}
    </>
  );
}
