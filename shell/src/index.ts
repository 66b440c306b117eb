// The shell's entry: a few hundred bytes that wait for the prerendered page to be painted, then
// fetch the app and hydrate it. The page shows before any of the app's JavaScript is fetched or
// run. The shell is a runtime-only host: federation starts with the first remote
// (federation/remotes.ts), so nothing else waits here. The service worker is registered once
// the page has loaded (serviceWorker/register.ts).
import { registerServiceWorker } from './serviceWorker/register';

/** How long the app waits at most for the page's main picture before it is fetched anyway. */
const MAIN_PICTURE_WAIT_MS = 1_500;

/**
 * The page's main picture (the hero's, the one image marked fetchpriority="high") decoded, so it is
 * painted before the app's scripts take the connection; settles at once on a page without one, and
 * after MAIN_PICTURE_WAIT_MS whatever the picture does.
 */
function mainPictureShown(): Promise<unknown> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return Promise.resolve();
  const decoded = picture.decode().catch(() => undefined);
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, MAIN_PICTURE_WAIT_MS))]);
}

/** The brand font, which a page led by its main picture declares only once that picture is shown (tooling/compose/prerender.mjs). */
function declareBrandFont(): void {
  document.querySelector('style[data-brand-font][media]')?.removeAttribute('media');
}

const start = () => {
  declareBrandFont();
  return import('./bootstrap').then((app) => app.start());
};
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
if (document.visibilityState === 'visible') afterPaint(() => void mainPictureShown().then(() => afterPaint(() => void start())));
else void start();
if (process.env.NODE_ENV === 'production') registerServiceWorker();
