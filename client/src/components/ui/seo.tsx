interface SeoProps {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL. */
  path: string;
  image?: string;
}

/** Per-page title, description, canonical URL and Open Graph tags (React hoists them into <head>). */
export function Seo({ title, description, path, image }: SeoProps) {
  const url = new URL(path, window.location.origin).toString();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fa_IR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={new URL(image, window.location.origin).toString()} />}
    </>
  );
}
