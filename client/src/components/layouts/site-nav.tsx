import Link from '@mui/material/Link';
import { Link as RouterLink, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/*
 * What the header and the phone menu both show. Its own module: the header loads the menu lazily,
 * and a menu importing the header would close an import cycle.
 */

export const LINKS = [
  { label: 'درباره ما', to: paths.about },
  { label: 'تماس با ما', to: paths.contact },
  { label: 'تعرفه‌ها', to: paths.pricing },
  { label: 'قالب‌ها', to: paths.themes },
  { label: 'نمونه کارها', to: paths.workSamples },
];

/**
 * Whether a menu link leads to the page on screen. Links to the home page's sections (`/#plan`)
 * never are: they are parts of a page, and the server never sees the hash to mark them alike.
 */
export function isCurrentLink(to: string, location: Pick<Location, 'pathname'>): boolean {
  return !to.includes('#') && to === location.pathname;
}

/** The site's name, linking home: in the header and at the top of the phone menu. */
export function SiteBrand({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      component={RouterLink}
      to={paths.home}
      underline="none"
      onClick={onClick}
      sx={{ fontWeight: 800, fontSize: '1.15rem', color: 'primary.dark' }}
    >
      {site.name}
    </Link>
  );
}
