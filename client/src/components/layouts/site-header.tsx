import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { followSectionLink, instead } from '@/lib/section-scroll';
import { isCurrentLink, LINKS, SiteBrand } from './site-nav';

/** The header becomes sticky once the page has scrolled more than this. */
export const STICKY_AFTER_PX = 70;

/** The phone menu loads on first use: most visitors never open it. */
const SiteMenuDrawer = lazy(async () => ({ default: (await import('./site-menu-drawer')).SiteMenuDrawer }));

/** The phone menu before (or without) the page's code: the menu button's link targets it. */
const FALLBACK_MENU_ID = 'site-menu-fallback';

/**
 * The menu as plain HTML, shown by CSS when the address targets it (`:target`): a phone without
 * JavaScript can still reach every page. The app never targets it (its menu button opens the drawer).
 */
function FallbackMenu() {
  return (
    <Box
      component="nav"
      id={FALLBACK_MENU_ID}
      aria-label="منوی اصلی"
      sx={{ display: 'none', '&:target': { display: { xs: 'block', md: 'none' } }, borderTop: 1, borderColor: 'divider', py: 1 }}
    >
      <Container>
        {LINKS.map((link) => (
          <Link key={link.to} href={link.to} underline="none" sx={{ display: 'block', py: 1.25, fontWeight: 600 }}>
            {link.label}
          </Link>
        ))}
        <Link href={paths.order} underline="none" sx={{ display: 'block', py: 1.25, fontWeight: 800 }}>
          ثبت سفارش
        </Link>
        <Link href="#" underline="always" sx={{ display: 'block', py: 1.25, color: 'text.secondary' }}>
          بستن منو
        </Link>
      </Container>
    </Box>
  );
}

export function SiteHeader({ onOrder }: { onOrder: () => void }) {
  const location = useLocation();
  const sticky = useScrollTrigger({ disableHysteresis: true, threshold: STICKY_AFTER_PX });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <AppBar
      position={sticky ? 'sticky' : 'static'}
      color="inherit"
      elevation={sticky ? 3 : 0}
      data-sticky={sticky}
      sx={{ borderBottom: 1, borderColor: 'divider', top: 0 }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 68 }}>
          <SiteBrand />
          <Box component="nav" aria-label="منوی اصلی" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {LINKS.map((link) => {
              const current = isCurrentLink(link.to, location);
              return (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  // A section of the page on screen (/#plan on the home page) is scrolled to, not routed to.
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => followSectionLink(event, link.to, location.pathname)}
                  color={current ? 'primary' : 'inherit'}
                  aria-current={current ? 'page' : undefined}
                  sx={
                    current
                      ? { fontWeight: 800, textDecoration: 'underline', textUnderlineOffset: 8, textDecorationThickness: 2 }
                      : undefined
                  }
                >
                  {link.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          {/* Links that act as buttons once the code runs: before it (or without it) they still lead somewhere. */}
          <Button variant="contained" href={paths.order} role="button" onClick={instead(onOrder)}>
            ثبت سفارش
          </Button>
          <IconButton
            sx={{ display: { md: 'none' } }}
            href={`#${FALLBACK_MENU_ID}`}
            role="button"
            aria-label="باز کردن منو"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <FallbackMenu />
      {menuLoaded && (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} onOrder={onOrder} />
        </Suspense>
      )}
    </AppBar>
  );
}
