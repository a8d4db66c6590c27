/** Every route of the client, built in one place. */
export const paths = {
  home: '/',
  about: '/about',
  themes: '/themes',
  workSamples: '/work-samples',
  plans: '/plans',
  guide: '/guide',
  guideSteps: (guide: GuideKey) => `/guide/wordpress/${guide}`,
  /** The route pattern of guideSteps. */
  guideStepsPattern: '/guide/wordpress/:guide',
  /** The plans section of the home page. */
  pricing: '/#plan',
  contact: '/#contact_us',
  adminLogin: '/ch-admin',
  admin: {
    dashboard: '/admin/dashboard',
    users: '/admin/users/all',
    addUser: '/admin/users/add-user',
    editUser: (id: number | string) => `/admin/users/${id}/edit-user`,
    customers: '/admin/customers/all',
    addCustomer: '/admin/customers/add',
    editCustomer: (id: number | string) => `/admin/customers/edit/${id}`,
    /** Customer plans: the list and the create form take the customer's id. */
    customerPlans: (customerId: number | string) => `/admin/customers/${customerId}/view-plans`,
    createCustomerPlan: (customerId: number | string) => `/admin/customers/edit/${customerId}/create-plan`,
    /** The legacy route reads the customer plan's own id from the `id` slot. */
    editCustomerPlan: (customerPlanId: number | string) => `/admin/customers/${customerPlanId}/view-plans/edit`,
    themes: '/admin/themes/all',
    addTheme: '/admin/themes/add-theme',
    editTheme: (id: number | string) => `/admin/themes/edit-theme/${id}`,
    categories: '/admin/themes/categories',
    addCategory: '/admin/themes/categories/add',
    editCategory: (id: number | string) => `/admin/themes/categories/edit/${id}`,
    plans: '/admin/themes/plans',
    addPlan: '/admin/themes/plans/add',
    editPlan: (id: number | string) => `/admin/themes/plans/edit/${id}`,
    planFeatures: (id: number | string) => `/admin/themes/plans/features/${id}`,
    features: '/admin/themes/features',
    addFeature: '/admin/themes/features/add',
    editFeature: (id: number | string) => `/admin/themes/features/edit/${id}`,
    orders: '/admin/orders',
    workSamples: '/admin/work-samples',
    addWorkSample: '/admin/work-samples/add',
    editWorkSample: (id: number | string) => `/admin/work-samples/edit/${id}`,
  },
} as const;

export type GuideKey = 'create-post' | 'create-product' | 'edit-product';
export const GUIDE_KEYS: GuideKey[] = ['create-post', 'create-product', 'edit-product'];
