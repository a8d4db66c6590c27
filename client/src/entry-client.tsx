import '@/app/fonts.css';
import { readServerState } from '@/lib/server-state';

const serverState = readServerState();

/** Resolves once the browser has painted the server's HTML. */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A server-rendered page is readable as it arrives: its code (React, the components) is fetched
// after the first paint, so on a phone's network it never competes with the HTML, font and image.
// The back office (no server state) starts at once.
if (serverState) await afterFirstPaint();
const { startClient } = await import('@/app/start-client');
await startClient(serverState);
