import { Injectable } from '@nestjs/common';
import type { Admin } from 'src/modules/admins/admin.entity.js';
import type { Category } from 'src/modules/categories/category.entity.js';
import type { CustomerPlan } from 'src/modules/customer-plans/customer-plan.entity.js';
import type { Customer } from 'src/modules/customers/customer.entity.js';
import type { Feature } from 'src/modules/features/feature.entity.js';
import type { Order } from 'src/modules/orders/order.entity.js';
import type { Plan } from 'src/modules/plans/plan.entity.js';
import type { Theme } from 'src/modules/themes/theme.entity.js';
import type { WorkSample } from 'src/modules/work-samples/work-sample.entity.js';
import type { Page } from 'src/common/pagination/pagination.js';
import { excerpt } from 'src/common/text.js';
import { ImagesService } from 'src/modules/files/images.service.js';

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
  description: p.description,
  paid: p.paid,
  is_active: flag(p.isActive),
  created_at: p.createdAt,
  ...('plan' in related ? { plan: related.plan ? legacyPlanRef(related.plan) : null } : {}),
  ...('theme' in related ? { theme: related.theme ? { id: related.theme.id, title: related.theme.title } : null } : {}),
  ...('customer' in related ? { customer: related.customer ? legacyCustomerRef(related.customer) : null } : {}),
});

export const legacyOrder = (o: Order, operator?: Admin | null) => ({
  id: o.id,
  version: o.version,
  full_name: o.fullName,
  phone_number: o.phoneNumber,
  description: o.description,
  short_description: excerpt(o.description, 50),
  status: o.status,
  theme_id: o.themeId,
  plan_id: o.planId,
  user: operator ? { id: operator.id, name: operator.name, family: operator.family } : null,
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
