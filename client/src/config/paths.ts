import { guidePath } from '@site-builder/rules';

/** A route with an `:id` slot: the router matches `.pattern`, links call it with the id. */
export interface IdRoute {
  (id: number | string): string;
  readonly pattern: string;
}

function idRoute(pattern: string): IdRoute {
  return Object.assign((id: number | string) => pattern.replace(':id', encodeURIComponent(String(id))), { pattern });
}

/** A path with a theme and a plan in its query, each left out when not chosen. */
function withChoice(path: string, { themeId, planId }: { themeId?: number | null; planId?: number | null }): string {
  const params = new URLSearchParams();
  if (themeId) params.set('theme', String(themeId));
  if (planId) params.set('plan', String(planId));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Every route of the client, patterns and links alike, built in one place. */
export const paths = {
  home: '/',
  about: '/about',
  themes: '/themes',
  workSamples: '/work-samples',
  plans: '/plans',
  /** A theme's own page: its views, description, categories and plans, and the order form naming it. */
  theme: idRoute('/themes/:id'),
  /** A theme's demo, served by the site itself (its screenshots framed): the seeded themes' demo links. */
  themeDemo: idRoute('/themes/:id/demo'),
  /** The order form as a page of its own: where it posts without JavaScript, and shows a refusal again. */
  order: '/order',
  /** The order page naming a theme (and a plan): «سفارش این قالب» before or without the page's code. */
  orderFor: (choice: { themeId?: number; planId?: number }) => withChoice('/order', choice),
  /** The confirmation a native order post is redirected to (303), so a reload sends nothing again. */
  orderSent: '/order/sent',
  guide: '/guide',
  guideSteps: guidePath,
  /** The route pattern of guideSteps. */
  guideStepsPattern: '/guide/wordpress/:guide',
  /** The plans section of the home page. */
  pricing: '/#plan',
  contact: '/#contact_us',
  adminLogin: '/ch-admin',
  /** Where a login lands (docs/ARCHITECTURE.md §2); it leads on to the dashboard. */
  adminEntry: '/dashboard',
  /** Everything below it is the back office, matched inside its own chunk. */
  adminRoot: '/admin',
  admin: {
    dashboard: '/admin/dashboard',
    users: '/admin/users/all',
    addUser: '/admin/users/add-user',
    editUser: idRoute('/admin/users/:id/edit-user'),
    customers: '/admin/customers/all',
    addCustomer: '/admin/customers/add',
    editCustomer: idRoute('/admin/customers/edit/:id'),
    /** Customer plans: the list and the create form take the customer's id. */
    customerPlans: idRoute('/admin/customers/:id/view-plans'),
    createCustomerPlan: idRoute('/admin/customers/edit/:id/create-plan'),
    /** The create form with the theme and plan a request named (after «تبدیل به مشتری»). */
    createCustomerPlanFrom: (id: number, choice: { themeId?: number | null; planId?: number | null }) =>
      withChoice(`/admin/customers/edit/${id}/create-plan`, choice),
    /** The legacy route reads the customer plan's own id from the `id` slot. */
    editCustomerPlan: idRoute('/admin/customers/:id/view-plans/edit'),
    themes: '/admin/themes/all',
    addTheme: '/admin/themes/add-theme',
    editTheme: idRoute('/admin/themes/edit-theme/:id'),
    categories: '/admin/themes/categories',
    addCategory: '/admin/themes/categories/add',
    editCategory: idRoute('/admin/themes/categories/edit/:id'),
    plans: '/admin/themes/plans',
    addPlan: '/admin/themes/plans/add',
    editPlan: idRoute('/admin/themes/plans/edit/:id'),
    planFeatures: idRoute('/admin/themes/plans/features/:id'),
    features: '/admin/themes/features',
    addFeature: '/admin/themes/features/add',
    editFeature: idRoute('/admin/themes/features/edit/:id'),
    orders: '/admin/orders',
    /** The request page: details, owner, status, calls and one timeline (a notification's click, the list, the dashboard). */
    order: idRoute('/admin/orders/:id'),
    addOrder: '/admin/orders/add',
    /**
     * Follow-ups due today or overdue (docs/INTEGRATORS.md, "Call log and time to first call"); outside /admin/orders
     * so the sidebar marks one entry.
     */
    callsDue: '/admin/calls-due',
    /** «تبدیل به مشتری»: the customer form prefilled from the request. */
    convertOrder: idRoute('/admin/orders/:id/convert'),
    activity: '/admin/activity',
    apiTokens: '/admin/api-tokens',
    addApiToken: '/admin/api-tokens/add',
    webhooks: '/admin/webhooks',
    siteSettings: '/admin/site-settings',
    /** The signed-in admin's own two-factor sign-in (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"). */
    twoFactor: '/admin/two-factor',
    /** «تنظیمات من»: the signed-in admin's own notification settings. */
    mySettings: '/admin/my-settings',
    addWebhook: '/admin/webhooks/add',
    /** One endpoint: its secret, its switches and its delivery log. */
    webhook: idRoute('/admin/webhooks/:id'),
    workSamples: '/admin/work-samples',
    addWorkSample: '/admin/work-samples/add',
    editWorkSample: idRoute('/admin/work-samples/edit/:id'),
  },
} as const;
