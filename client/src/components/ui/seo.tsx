import { useAbsoluteUrl } from '@/lib/render-context';
import { site } from '@/config/site';
import { JsonLd, type StructuredData } from './json-ld';

/** The site's link-preview image (1200×630, client/public/og), for pages without their own. */
export const SITE_SHARE_IMAGE = '/og/site.jpg';

interface SeoProps {
  title: string;
  description: string;
  /** Path (and query, for a filtered or paged view that is content of its own) of the page. */
  path: string;
  /** A 1200×630 image for link previews. */
  image?: string;
  /** A page that must not be indexed (the 404 page): no canonical either. */
  noindex?: boolean;
  structuredData?: StructuredData | StructuredData[];
}

/**
 * One title, description, canonical URL, Open Graph and Twitter card per page, on the configured
 * public origin. React hoists them into <head>; in the browser it adopts the server's copies.
 */
export function Seo({ title, description, path, image = SITE_SHARE_IMAGE, noindex = false, structuredData }: SeoProps) {
  const absolute = useAbsoluteUrl();
  const url = absolute(path);
  const imageUrl = absolute(image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="fa_IR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {structuredData && <JsonLd data={structuredData} />}
    </>
  );
}
