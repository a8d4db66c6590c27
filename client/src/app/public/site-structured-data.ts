import type { StructuredData } from '@/components/ui/json-ld';
import { site } from '@/config/site';
import { internationalPhone, SOCIAL_LINKS, type SiteSettingsValues } from '@/lib/site-identity';

/** The company, from the settings superadmins keep: an empty value is left out, never sent as a placeholder. */
export function organization(settings: SiteSettingsValues, homeUrl: string): StructuredData {
  const sameAs = SOCIAL_LINKS.map(({ field }) => settings[field]).filter(Boolean);
  return {
    '@type': 'Organization',
    '@id': `${homeUrl}#organization`,
    name: site.name,
    legalName: site.company,
    url: homeUrl,
    ...(settings.supportPhone && { telephone: internationalPhone(settings.supportPhone) }),
    ...(settings.address && { address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IR' } }),
    parentOrganization: { '@type': 'Organization', name: site.parentName, ...(settings.parentUrl && { url: settings.parentUrl }) },
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** The company and the site, for the home page: who runs it and how to reach them. */
export function siteStructuredData(settings: SiteSettingsValues, homeUrl: string): StructuredData[] {
  return [organization(settings, homeUrl), { '@type': 'WebSite', name: site.name, url: homeUrl, inLanguage: 'fa-IR' }];
}
