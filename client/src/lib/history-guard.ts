/**
 * Holds back the browser's back and forward buttons while a form has unsaved changes. The
 * declarative BrowserRouter has no blocker (react-router's useBlocker needs the data router, which
 * the public pages would pay for), so this does what useBlocker does underneath: it hears
 * `popstate` before the router, undoes the move with `history.go`, asks, and replays the move
 * when the admin chooses to leave. The listener that runs ahead of the router's is a small hook
 * added at start (popstate-first.ts), so the public pages never load this.
 */
import { hearPopStateFirst } from './popstate-first';

type Ask = (leave: () => void) => void;

let ask: Ask | null = null;
/** The router's history index (`history.state.idx`) of the page the guard holds. */
let heldIndex: number | null = null;
let swallowNext = false;
let passNext = false;

const routerIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

function onPopState(event: PopStateEvent): void {
  if (swallowNext) {
    // The undo of a held move: the router never hears of either.
    swallowNext = false;
    event.stopImmediatePropagation();
    return;
  }
  const nextIndex = routerIndex(event.state);
  if (passNext || !ask || (nextIndex !== null && nextIndex === heldIndex)) {
    passNext = false;
    return;
  }
  event.stopImmediatePropagation();
  // Without the router's index (an entry it did not write) the move is taken for one step back.
  const delta = heldIndex !== null && nextIndex !== null ? nextIndex - heldIndex : -1;
  swallowNext = true;
  window.history.go(-delta);
  ask(() => {
    passNext = true;
    window.history.go(delta);
  });
}

/** Asks `whenLeaving` instead of following back/forward until the returned function is called. */
export function holdHistory(whenLeaving: Ask): () => void {
  hearPopStateFirst(onPopState);
  ask = whenLeaving;
  heldIndex = routerIndex(window.history.state);
  return () => {
    if (ask === whenLeaving) ask = null;
  };
}
