import { GUIDE_KEYS, GUIDES, guideImagePath, isGuideKey, type GuideKey } from '@site-builder/rules';

/**
 * The WordPress / WooCommerce guides as the pages show them: their text is shared with the
 * server's demo seed, which stores the step images served from /uploads/demo/guides.
 */
export interface GuideStep {
  /** 1-based position, as shown to the visitor. */
  number: number;
  image: string;
  caption: string;
}

export interface Guide {
  key: GuideKey;
  title: string;
  summary: string;
  steps: GuideStep[];
}

export { GUIDE_IMAGE_HEIGHT, GUIDE_IMAGE_WIDTH } from '@site-builder/rules';

export function guideImageUrl(guide: GuideKey, step: number): string {
  return `/uploads/demo/${guideImagePath(guide, step)}`;
}

export const guides = Object.fromEntries(
  GUIDE_KEYS.map((key) => {
    const { title, summary, captions } = GUIDES[key];
    const steps = captions.map((caption, index) => ({ number: index + 1, image: guideImageUrl(key, index + 1), caption }));
    return [key, { key, title, summary, steps }];
  }),
) as Record<GuideKey, Guide>;

/** The guides in the order the guide index shows them. */
export const guideList: Guide[] = GUIDE_KEYS.map((key) => guides[key]);

/** The guide for a route parameter, or undefined when the address names no guide. */
export function findGuide(key: string | undefined): Guide | undefined {
  return isGuideKey(key) ? guides[key] : undefined;
}
