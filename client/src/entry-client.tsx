import '@/app/fonts.css';
import { preloadPageModules, readServerState } from '@/lib/server-state';

const serverState = readServerState();

/**
 * Resolves once the browser has painted the server's HTML: a second animation frame begins only
 * after the first one was drawn (a timer after the first could still run before the paint).
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

// A server-rendered page is readable as it arrives: its code (React, the components) is fetched
// after the first paint, so on a phone's network it never competes with the HTML, font and image.
// The back office (no server state) starts at once.
/** Lets the browser handle input and paint before the next step of starting the app. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (serverState) {
  await afterFirstPaint();
  preloadPageModules();
  // A library at a time, each evaluated in a task of its own: all at once was one task long
  // enough on a phone to hold back a tap on the page already shown.
  await import('react-dom/client');
  await nextTask();
  await import('@mui/material/Box');
  await nextTask();
}
const { startClient } = await import('@/app/start-client');
await startClient(serverState);
