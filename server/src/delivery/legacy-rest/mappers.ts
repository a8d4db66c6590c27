import { Injectable } from '@nestjs/common';
import type { Admin } from 'src/domain/admins/admin.entity.js';
import type { Category } from 'src/domain/categories/category.entity.js';
import type { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { maskAccessDetails } from 'src/domain/customer-plans/access-details.js';
import type { Customer } from 'src/domain/customers/customer.entity.js';
import type { Feature } from 'src/domain/features/feature.entity.js';
import type { Order } from 'src/domain/orders/order.entity.js';
import type { Plan } from 'src/domain/plans/plan.entity.js';
import type { Theme } from 'src/domain/themes/theme.entity.js';
import type { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import type { Page } from 'src/common/pagination/pagination.js';
import { excerpt } from 'src/common/text.js';
import { ImagesService } from 'src/platform/files/images.service.js';
import { ANY_TOKEN, fieldAccess } from 'src/domain/api-tokens/type-scopes.js';

/**
 * Records in the shapes the legacy client reads: snake_case names, flags as 0/1, images as
 * `image_url`. Relations are passed in, already loaded by the controller.
 */
const flag = (value: boolean) => (value ? 1 : 0);

export const legacyPage = <T, R>(page: Page<T>, map: (item: T, index: number) => R) => ({
  data: page.items.map(map),
  current_page: page.currentPage,
  last_page: page.lastPage,
  per_page: page.perPage,
  total: page.total,
});

export const legacyAdmin = (a: Admin) => ({
  id: a.id,
  version: a.version,
  name: a.name,
  family: a.family,
  email: a.email,
  phone: a.phone,
  roles: a.roles,
  // A deactivated admin stays in the list, marked.
  active: a.active,
  deactivated_at: a.deactivatedAt,
  created_at: a.createdAt,
});

export const legacyPlanRef = (p: Plan) => ({ id: p.id, title: p.title });

export const legacyPlan = (p: Plan, featureIds?: number[]) => ({
  id: p.id,
  version: p.version,
  title: p.title,
  list_price: p.listPrice,
  price: p.price,
  hosting_space_gb: p.hostingSpaceGb,
  ...(featureIds ? { features: featureIds } : {}),
});

export const legacyFeature = (f: Feature) => ({
  id: f.id,
  version: f.version,
  title: f.title,
  sort: f.sort,
  is_primary: flag(f.isPrimary),
  is_heading: flag(f.isHeading),
});

export const legacyCustomerRef = (c: Customer) => ({ id: c.id, name: c.name, family: c.family, phone: c.phone });

export const legacyCustomer = (c: Customer, plans: CustomerPlan[] = []) => ({
  id: c.id,
  version: c.version,
  name: c.name,
  family: c.family,
  email: c.email,
  phone: c.phone,
  description: c.description,
  created_at: c.createdAt,
  customer_planes: plans.map((p) => ({ id: p.id, domain_name: p.domainName, is_active: flag(p.isActive) })),
  active_customer_planes_count: plans.filter((p) => p.isActive).length,
  inactive_customer_planes_count: plans.filter((p) => !p.isActive).length,
});

export const legacyCustomerPlan = (
  p: CustomerPlan,
  related: { plan?: Plan | null; theme?: Theme | null; customer?: Customer | null } = {},
) => ({
  id: p.id,
  version: p.version,
  customer_id: p.customerId,
  plan_id: p.planId,
  theme_id: p.themeId,
  domain_name: p.domainName,
  order_date: p.orderDate,
  expire_date: p.expireDate,
  // «••••» in every answer; only the §7 edit call reveals them, to an admin (docs/ARCHITECTURE.md, "Secrets shown on purpose").
  description: maskAccessDetails(p.description),
  paid: p.paid,
  is_active: flag(p.isActive),
  created_at: p.createdAt,
  ...('plan' in related ? { plan: related.plan ? legacyPlanRef(related.plan) : null } : {}),
  ...('theme' in related ? { theme: related.theme ? { id: related.theme.id, title: related.theme.title } : null } : {}),
  ...('customer' in related ? { customer: related.customer ? legacyCustomerRef(related.customer) : null } : {}),
});

/**
 * An admin named in another record (a request's operator, a call's author). An API token sees only
 * what any token may read of an admin in GraphQL (type-scopes.ts: the name), so the two APIs agree;
 * admins see the reference as before.
 */
export const legacyAdminRef = (
  a: Pick<Admin, 'id' | 'name' | 'family'>,
  forToken = false,
): Partial<Pick<Admin, 'id' | 'name' | 'family'>> => {
  const ref = { id: a.id, name: a.name, family: a.family };
  return forToken ? Object.fromEntries(Object.entries(ref).filter(([field]) => fieldAccess('Admin', field) === ANY_TOKEN)) : ref;
};

export const legacyOrder = (o: Order, operator?: Admin | null, forToken = false) => ({
  id: o.id,
  version: o.version,
  reference: o.reference,
  full_name: o.fullName,
  phone_number: o.phoneNumber,
  description: o.description,
  short_description: excerpt(o.description, 50),
  status: o.status,
  theme_id: o.themeId,
  plan_id: o.planId,
  user: operator ? legacyAdminRef(operator, forToken) : null,
  created_at: o.createdAt,
});

/** The records that carry images: their URLs come from the file storage. */
@Injectable()
export class LegacyImageMapper {
  constructor(private readonly images: ImagesService) {}

  category = (c: Category) => ({ id: c.id, version: c.version, title: c.title, image_url: this.images.url(c.image) });

  theme = (t: Theme, plans: Plan[] = [], categories: Category[] = []) => ({
    id: t.id,
    version: t.version,
    title: t.title,
    link: t.link,
    short_description: t.shortDescription,
    full_description: t.fullDescription,
    image_url: this.images.url(t.image),
    mobile_image_url: this.images.url(t.mobileImage),
    sort: t.sort,
    plans: plans.map(legacyPlanRef),
    categories: categories.map((c) => ({ id: c.id, title: c.title })),
  });

  workSample = (w: WorkSample, plans: Plan[] = []) => ({
    id: w.id,
    version: w.version,
    domain_name: w.domainName,
    title: w.title,
    description: w.description,
    short_description: excerpt(w.description, 100),
    is_active: flag(w.isActive),
    image_url: this.images.url(w.image),
    plans: plans.map(legacyPlanRef),
    created_at: w.createdAt,
  });
}
