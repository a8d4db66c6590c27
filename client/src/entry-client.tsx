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
if (serverState) {
  await afterFirstPaint();
  preloadPageModules();
}
const { startClient } = await import('@/app/start-client');
await startClient(serverState);
