import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { holdHistory } from './history-guard';

/** Where a click on `event` would take the app, or null when it is not an in-app link this page can hold back. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site is a page unload: the browser's own question (beforeunload) covers it.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Asks before what was typed is left behind: a link inside the app (the sidebar, the back link)
 * and the browser's back and forward buttons open a confirmation first, and closing or reloading
 * the tab gets the browser's own question.
 * Returns the confirmation, for the form to render.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const navigate = useNavigate();
  // What leaving does once confirmed: follow the link, or replay the back/forward move.
  const [leave, setLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capturing on the document runs before the router's own handler on the link.
    const click = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeave(() => () => navigate(to));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const releaseHistory = holdHistory((replay) => setLeave(() => replay));
    return () => {
      releaseHistory();
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, navigate]);

  return (
    <ConfirmDialog
      open={leave !== null}
      message="تغییرات این فرم ذخیره نشده است و با ترک صفحه از دست می‌رود. صفحه را ترک می‌کنید؟"
      confirmLabel="ترک صفحه"
      onClose={() => setLeave(null)}
      onConfirm={() => {
        setLeave(null);
        leave?.();
      }}
    />
  );
}
