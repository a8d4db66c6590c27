/** The element the server writes its state into: JSON, never executed, so the CSP allows it. */
export const SERVER_STATE_ID = 'server-state';

/** What a server-rendered page hands to the browser. */
export interface ServerState {
  publicUrl: string;
  /** Apollo's normalised cache after rendering. */
  apollo: unknown;
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

/** JSON for a <script type="application/json">: nothing in it can end the element or start a comment. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
