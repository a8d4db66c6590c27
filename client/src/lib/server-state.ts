import { PAGE_MODULES_ID, SERVER_STATE_ID, type OrderFormState } from '@site-builder/rules';
import type { SiteIdentity } from './site-identity';

/** What a server-rendered page hands to the browser. */
export interface ServerState {
  publicUrl: string;
  /** The Persian-calendar year the page was rendered in. */
  jalaliYear: string;
  /** A refused order form the page shows again (see RenderInfo.orderForm). */
  orderForm?: OrderFormState;
  /** The site's identity and questions the page was rendered with (lib/site-identity.ts). */
  identity: SiteIdentity | null;
  /** The public queries' answers the page was rendered with (lib/public-data.tsx). */
  publicData: unknown;
}

let read: ServerState | null | undefined;

/** The state of a server-rendered page; null for the client shell (the back office). */
export function readServerState(): ServerState | null {
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID)?.textContent;
    read = text ? (JSON.parse(text) as ServerState) : null;
  }
  return read;
}

/**
 * Marks the server's style elements, with the emotion key and the ids each holds. Not emotion's
 * own `data-emotion`: emotion would move every such element while hydrating, and the browser would
 * restyle the whole page in the task that makes it interactive; these stay where they are, and
 * the browser's cache is told their styles are in place.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * Starts fetching the page's chunks in parallel with the app's own code, so hydration does not
 * wait for one import to reveal the next. Called after the first paint: until then the HTML,
 * font and image have the network to themselves.
 */
export function preloadPageModules(): void {
  const text = document.getElementById(PAGE_MODULES_ID)?.textContent;
  if (!text) return;
  for (const href of JSON.parse(text) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** JSON for a <script type="application/json">: nothing in it can end the element or start a comment. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
