import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { StickyContact } from '@/components/layouts/sticky-contact';
import { PageLoading } from '@/components/ui/page-loading';
import type { OrderSubject } from '@/features/orders/components/order-form';
import { scrollToSection } from '@/lib/section-scroll';
import { useHeadingFocus } from '@/lib/use-heading-focus';

/** The order modal loads on the first click of the order button, not with the page. */
const OrderDialog = lazy(async () => ({ default: (await import('@/features/orders/components/order-dialog')).OrderDialog }));

/** What a visitor does to move the page themselves: from then on no script may move it for them. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The page moves only when the visitor asked. A section in the address (`/#plan` typed, or a link
 * from another page) is scrolled to once it has rendered (pages load their data), unless the
 * visitor has started scrolling meanwhile; a move to another page inside the app starts at its
 * top. The first page of a visit and Back/Forward are the browser's: it restores the position on
 * reload and on Back, and a scroll to the top after hydration threw away what the visitor had
 * scrolled on a slow phone. Links to a section of the page on screen never come here
 * (lib/section-scroll.ts).
 */
function useHashScroll() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    const arrival = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      if (!arrival && navigation !== NavigationType.Pop) window.scrollTo(0, 0);
      return;
    }
    if (!arrival && navigation === NavigationType.Pop) return;
    let tries = 0;
    const id = decodeURIComponent(hash.slice(1));
    const stop = () => {
      window.clearInterval(timer);
      for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
    };
    const timer = window.setInterval(() => {
      if (scrollToSection(id) || ++tries > 40) stop();
    }, 100);
    for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true, once: true });
    return stop;
  }, [pathname, hash, navigation]);
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function PublicLayout() {
  const [ordering, setOrdering] = useState(false);
  const [orderOpened, setOrderOpened] = useState(false);
  const [subject, setSubject] = useState<OrderSubject | undefined>();
  const orderAbout = (about: OrderSubject | undefined) => {
    setSubject(about);
    setOrderOpened(true);
    setOrdering(true);
  };
  const openOrder = () => orderAbout(undefined);
  useHashScroll();
  const arrived = useHeadingFocus();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          // Hidden above the page, not beside it: off to the side, an RTL page would scroll to it.
          position: 'absolute',
          top: 0,
          right: 16,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          transform: 'translateY(-150%)',
          '&:focus': { transform: 'translateY(16px)' },
        }}
      >
        رفتن به محتوای اصلی
      </Link>
      <NavigationProgress />
      {/* The new page's title after a move inside the app, read out as a page load would be. */}
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
        {arrived}
      </Box>
      <SiteHeader onOrder={openOrder} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet context={{ openOrder, orderAbout } satisfies PublicOutletContext} />
        </Suspense>
      </Box>
      <SiteFooter />
      <StickyContact />
      {orderOpened && (
        <Suspense fallback={null}>
          <OrderDialog open={ordering} onClose={() => setOrdering(false)} subject={subject} />
        </Suspense>
      )}
    </Box>
  );
}

/** What public pages get from the layout (useOutletContext). */
export interface PublicOutletContext {
  openOrder: () => void;
  /** Opens the order form naming a theme (and a plan): shown on the form and recorded on the order. */
  orderAbout: (subject: OrderSubject) => void;
}
