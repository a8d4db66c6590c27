/**
 * What the server and the client's server entry (client/src/entry-server.tsx, run in the server's
 * render threads) say to each other when a public page is rendered.
 */

/** A GraphQL operation the page runs against the server's schema, in process. */
export interface OperationRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export type OrderFormField = 'full_name' | 'phone_number' | 'description';

/** An order form posted without JavaScript and refused (POST /order): shown again with the values typed and the messages. */
export interface OrderFormState {
  /** theme_id and plan_id: the hidden fields naming what was ordered (a theme's page), as posted. */
  values: Record<OrderFormField, string> & { theme_id?: string; plan_id?: string };
  errors: Partial<Record<OrderFormField, string>>;
  /** A message for the whole form, when it names no field. */
  message?: string;
}

/** A rendered page, as the render thread returns it. */
export interface RenderedPage {
  status: number;
  /** Title, meta and link elements, for <head>. */
  head: string;
  /** Emotion's style elements for exactly what the page uses, for <head>. */
  styles: string;
  /** The page, for the root element. */
  html: string;
  /** JSON for the server-state element, read by the browser before hydrating. */
  state: string;
}

/** The element the server writes the page's state into: JSON, never executed, so the CSP allows it. */
export const SERVER_STATE_ID = 'server-state';
/** The element naming the page's own code, which the browser fetches once the page is painted. */
export const PAGE_MODULES_ID = 'page-modules';
