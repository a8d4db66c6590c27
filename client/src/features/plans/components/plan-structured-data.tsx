import { useAbsoluteUrl } from '@/lib/render-context';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { PlanColumn } from '../plan-rows';
import { usePricingTable } from '../use-pricing-table';

/** Prices are kept in tomans; search engines take the currency's unit, the rial (1 toman = 10 rials). */
const RIALS_PER_TOMAN = 10;

/**
 * Each priced plan as a product with its yearly offer. The custom plan is priced per project: an
 * offer without a price is invalid for search engines, so it is left out.
 */
export function planProducts(plans: readonly PlanColumn[], plansUrl: string): StructuredData[] {
  return plans
    .filter((plan) => plan.price != null)
    .map((plan) => ({
      '@type': 'Product',
      name: plan.title,
      description: `${plan.title}: طراحی سایت با پشتیبانی و میزبانی، قیمت سالانه`,
      brand: { '@type': 'Brand', name: site.name },
      offers: {
        '@type': 'Offer',
        url: plansUrl,
        availability: 'https://schema.org/InStock',
        price: plan.price! * RIALS_PER_TOMAN,
        priceCurrency: 'IRR',
      },
    }));
}

/** The plans as structured data, from the same query as the plan table (no second request). */
export function PlanStructuredData() {
  const { plans } = usePricingTable();
  const absolute = useAbsoluteUrl();
  if (plans.length === 0) return null;
  return <JsonLd data={planProducts(plans, absolute(paths.plans))} />;
}
