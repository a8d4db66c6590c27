import type { StructuredData } from '@/components/ui/json-ld';
import { paths } from '@/config/paths';
import type { Guide } from './guide-steps';

type Absolute = (path: string) => string;

/** Home › guides (› this guide). */
export function guideBreadcrumbs(absolute: Absolute, guide?: Guide): StructuredData {
  const trail = [
    { name: 'خانه', path: paths.home },
    { name: 'آموزش‌ها', path: paths.guide },
    ...(guide ? [{ name: guide.title, path: paths.guideSteps(guide.key) }] : []),
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/** A guide's numbered steps with their screenshots. */
export function guideHowTo(guide: Guide, absolute: Absolute): StructuredData {
  return {
    '@type': 'HowTo',
    name: guide.title,
    description: guide.summary,
    inLanguage: 'fa-IR',
    image: absolute(guideShareImage(guide)),
    step: guide.steps.map((step) => ({
      '@type': 'HowToStep',
      position: step.number,
      text: step.caption,
      image: absolute(step.image),
      url: `${absolute(paths.guideSteps(guide.key))}#step-${step.number}`,
    })),
  };
}

/** The guide's 1200×630 link-preview image (client/public/og). */
export const guideShareImage = (guide: Pick<Guide, 'key'>) => `/og/guide-${guide.key}.jpg`;
