import type { OrderFormState } from '@site-builder/rules';
import { createContext, useContext } from 'react';
import { NO_IDENTITY, type SiteIdentity } from './site-identity';

/** What a page needs to know about where it is rendered. */
export interface RenderInfo {
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph URLs: the same on server and client. */
  publicUrl: string;
  /**
   * The current year of the Persian calendar, in Persian digits, as the server rendered the page:
   * worked out there, since building a Persian-calendar formatter costs a phone ~90 ms of hydration.
   */
  jalaliYear: string;
  /**
   * The order form as a visitor sent it without JavaScript and the server refused it (POST /order):
   * the page shows it again with their values and the messages, on the server and while hydrating.
   */
  orderForm?: OrderFormState;
  /** The site's identity and questions (lib/site-identity.ts); null in the back office's shell. */
  identity?: SiteIdentity | null;
  /** On the server: takes the page's HTTP status (the 404 page's). */
  reportStatus?: (status: number) => void;
}

const RenderContext = createContext<RenderInfo>({ publicUrl: '', jalaliYear: '' });

export const RenderInfoProvider = RenderContext.Provider;

/** An absolute URL on the public origin. */
export function useAbsoluteUrl(): (path: string) => string {
  const { publicUrl } = useContext(RenderContext);
  return (path) => new URL(path, publicUrl || 'http://localhost').toString();
}

/** Sets the response's status when the page is rendered on the server; nothing in the browser. */
export function useHttpStatus(status: number): void {
  useContext(RenderContext).reportStatus?.(status);
}

/** The refused order form this page was rendered with (POST /order without JavaScript), if any. */
export function useOrderFormState(): OrderFormState | undefined {
  return useContext(RenderContext).orderForm;
}

/** The site's identity and questions as superadmins set them; empty values when unknown. */
export function useSiteIdentity(): SiteIdentity {
  return useContext(RenderContext).identity ?? NO_IDENTITY;
}

/** The Persian-calendar year the page was rendered in (the footer's copyright). */
export function useJalaliYear(): string {
  return useContext(RenderContext).jalaliYear;
}

/** This year of the Persian calendar, in Persian digits (for the server to render with). */
export function currentJalaliYear(now = new Date()): string {
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' }).format(now);
}
