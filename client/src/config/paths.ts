/** Every route of the client, built in one place. */
export const paths = {
  home: '/',
  about: '/about',
  themes: '/themes',
  workSamples: '/work-samples',
  plans: '/plans',
  guide: '/guide',
  guideSteps: (guide: GuideKey) => `/guide/wordpress/${guide}`,
  /** The plans section of the home page. */
  pricing: '/#plan',
  contact: '/#contact_us',
  adminLogin: '/ch-admin',
} as const;

export type GuideKey = 'create-post' | 'create-product' | 'edit-product';
export const GUIDE_KEYS: GuideKey[] = ['create-post', 'create-product', 'edit-product'];
