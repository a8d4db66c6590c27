import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its code or data loading) before focus is left alone. */
const WAIT_MS = 5_000;
const POLL_MS = 50;

/**
 * After a move to another page inside the app, focus goes to the new page's heading (`main h1`),
 * as a page load would put a screen reader's user at the top: without it, focus stays on the
 * link that was clicked or falls to <body>, and nothing says the page changed. The first page of
 * a visit keeps the browser's own behaviour; an address with a section (`#plan`) is the section
 * scroll's to focus; a change of the query alone (filters, pages of a list) stays where it was.
 * Returns the new page's title once its heading is there, for a polite live region to announce.
 */
export function useHeadingFocus(): string {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  const [arrived, setArrived] = useState('');

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || from === pathname || hash) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // Focused for assistive technology, not drawn: the heading is not a control.
        heading.style.outline = 'none';
        heading.focus({ preventScroll: true });
        setArrived(document.title);
      }
      if (heading || Date.now() - started > WAIT_MS) window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return arrived;
}
