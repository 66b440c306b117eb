// The shell's entry: a few hundred bytes that wait for the prerendered page to be painted, then
// fetch the app and hydrate it. The page shows before any of the app's JavaScript is fetched or
// run. The shell is a runtime-only host: federation starts with the first remote
// (federation/remotes.ts), so nothing else waits here. The service worker is registered once
// the page has loaded (serviceWorker/register.ts).
import { registerServiceWorker } from './serviceWorker/register';

const start = () => import('./bootstrap');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else void start();
if (process.env.NODE_ENV === 'production') registerServiceWorker();
