/** A schema.org object (or several) for search engines. */
export type StructuredData = Record<string, unknown>;

/**
 * Structured data as a non-executable script element: allowed by the CSP (it never runs), and
 * escaped so no text in it can close the element.
 */
export function JsonLd({ data }: { data: StructuredData | StructuredData[] }) {
  const json = JSON.stringify(Array.isArray(data) ? data.map(withContext) : withContext(data)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

const withContext = (data: StructuredData) => ({ '@context': 'https://schema.org', ...data });
