/**
 * Registers the service worker that vite-plugin-pwa builds (dist/sw.js, scope `/`; vite.config.ts) through
 * workbox-window, in a production build and where the browser has service workers (a secure context: https, or
 * http://localhost / 127.0.0.1; docs/deploy.md). The worker takes over at once (skipWaiting + clientsClaim), so a new
 * build is used from the next navigation. Issue 29 "Check-in without signal".
 */
import { Workbox } from 'workbox-window';

/** Starts the registration after the page has loaded; a failure (no https in production) is logged, never shown. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.register().catch((error: unknown) => console.warn('离线功能不可用：', error));
}
