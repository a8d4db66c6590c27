import { createContext, useContext } from 'react';

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
  /** On the server: takes the page's HTTP status (the 404 page's). */
  reportStatus?: (status: number) => void;
}

/** A refused order form: the values typed (API field names) and a message per field, or one for the whole form. */
export interface OrderFormState {
  /** theme_id and plan_id: the hidden fields naming what was ordered (a theme's page), as posted. */
  values: { full_name: string; phone_number: string; description: string; theme_id?: string; plan_id?: string };
  errors: Partial<Record<'full_name' | 'phone_number' | 'description', string>>;
  message?: string;
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

/** The Persian-calendar year the page was rendered in (the footer's copyright). */
export function useJalaliYear(): string {
  return useContext(RenderContext).jalaliYear;
}

/** This year of the Persian calendar, in Persian digits (for the server to render with). */
export function currentJalaliYear(now = new Date()): string {
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' }).format(now);
}
