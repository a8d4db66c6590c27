/**
 * Links to a section of a page (`/#plan`, `/#contact_us`): scrolling there, focusing it, and
 * telling a section link of the page on screen from a link to another page.
 */

/** What ends the hold on a section: the visitor takes over the scrolling. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long the target is kept in place while the sections above it arrive and find their height. */
const HOLD_MS = 4000;

/** The section id a link points to when it is a part of the page at `pathname` (else null). */
export function sectionOfCurrentPage(to: string, pathname: string): string | null {
  const hash = to.indexOf('#');
  if (hash < 0) return null;
  const path = to.slice(0, hash) || pathname;
  const id = decodeURIComponent(to.slice(hash + 1));
  return path === pathname && id ? id : null;
}

/** Smooth unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

let releaseHold: (() => void) | null = null;

/**
 * Scrolls the section into view (its `scroll-margin-top` leaves room for the sticky header) and
 * moves focus to it, so a keyboard or screen-reader user continues from there. The home page's
 * sections above the target are still arriving and growing (their code loads as they come near,
 * `content-visibility` lays them out on sight), which would push the target out of view: until
 * the visitor scrolls or a few seconds pass, every change of the page's height puts it back.
 * Returns false when the page has no such section (yet).
 */
export function scrollToSection(id: string, { hold = true }: { hold?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  releaseHold?.();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  const main = document.getElementById('main');
  if (!hold || !main || typeof ResizeObserver === 'undefined') return true;
  let first = true;
  const observer = new ResizeObserver(() => {
    // The first call only reports the current size.
    if (first) {
      first = false;
      return;
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  });
  const timer = window.setTimeout(() => release(), HOLD_MS);
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    VISITOR_INPUT.forEach((type) => window.removeEventListener(type, release));
    if (releaseHold === release) releaseHold = null;
  };
  VISITOR_INPUT.forEach((type) => window.addEventListener(type, release, { passive: true }));
  observer.observe(main);
  releaseHold = release;
  return true;
}

/**
 * Puts `/#id` in the address bar as a new history entry without a route change. The router is
 * not told on purpose: on the home page a route update is a transition, and React holds a
 * transition until every server-rendered section it touches has hydrated, and those sections
 * load only when they come near the screen, so the link would wait for sections the visitor
 * has not reached (the header's links "did nothing" on the home page). The state keeps the
 * router's own shape (`idx` one further), so back and forward stay in step with it.
 */
export function pushSectionUrl(to: string): void {
  const state = (window.history.state ?? {}) as { idx?: number };
  const url = new URL(to, window.location.href);
  window.history.pushState(
    { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 },
    '',
    url.pathname + url.search + url.hash,
  );
}

/** A plain click (no modifier, main button): the one a page's own code may take over. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A click on a link to a section of the page on screen: scrolls there and updates the address
 * (see pushSectionUrl), instead of the router. Returns whether it took the click.
 */
export function followSectionLink(
  event: Parameters<typeof isPlainClick>[0] & { preventDefault(): void },
  to: string,
  pathname: string,
): boolean {
  const id = sectionOfCurrentPage(to, pathname);
  if (!id || !isPlainClick(event) || !document.getElementById(id)) return false;
  event.preventDefault();
  pushSectionUrl(to);
  scrollToSection(id);
  return true;
}

/**
 * The click handler of a link that acts as a button once the page's code runs (the order
 * buttons lead to /order before that): a plain click runs `action` instead of following it.
 */
export function instead(action: () => void) {
  return (event: Parameters<typeof isPlainClick>[0] & { preventDefault(): void }) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    action();
  };
}
