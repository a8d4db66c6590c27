import '@/app/fonts.css';
import '@/app/motion.css';
import { preloadPageModules, readServerState } from '@/lib/server-state';

const serverState = readServerState();

/**
 * Resolves once the browser has shown the server's HTML: its first contentful paint is recorded
 * when the frame reaches the screen, which can be well after the frame was produced (animation
 * frames alone resolved too early on a slow phone). A page opened in the background paints only
 * when shown; the timer starts it anyway.
 */
const afterFirstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

/** Lets the browser handle input and paint before the next step of starting the app. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A server-rendered page is readable as it arrives: its code (React, the components) is fetched
// after the first paint, so on a phone's network it never competes with the HTML, font and image.
// The back office (no server state) starts at once.
if (serverState) {
  await afterFirstContentfulPaint();
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
