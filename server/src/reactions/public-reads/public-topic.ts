/**
 * What a public answer is built from, at the grain admin writes touch. Join tables belong to
 * their owner (plan_features to plans, theme_plans and theme_categories to themes,
 * work_sample_plans to work samples); a deleted plan, feature or category also removes its join
 * rows, which every read naming that topic already depends on. `site` is the site's identity
 * and its questions (site_settings, faq_items), shown in every page's footer.
 */
export const PUBLIC_TOPICS = ['plans', 'features', 'themes', 'categories', 'work-samples', 'site'] as const;

export type PublicTopic = (typeof PUBLIC_TOPICS)[number];
