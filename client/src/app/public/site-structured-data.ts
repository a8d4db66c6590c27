import type { StructuredData } from '@/components/ui/json-ld';
import { site } from '@/config/site';

/** The company and the site, for the home page: who runs it and how to reach them. */
export function siteStructuredData(homeUrl: string): StructuredData[] {
  return [
    {
      '@type': 'Organization',
      name: site.name,
      legalName: site.company,
      url: homeUrl,
      telephone: `+98${site.supportPhone.replace(/\D/g, '').replace(/^0/, '')}`,
      // Empty addresses are left out, never sent as placeholders.
      parentOrganization: { '@type': 'Organization', name: site.parentName, ...(site.parentUrl ? { url: site.parentUrl } : {}) },
      ...(site.socialUrl ? { sameAs: [site.socialUrl] } : {}),
    },
    { '@type': 'WebSite', name: site.name, url: homeUrl, inLanguage: 'fa-IR' },
  ];
}
