// Registers the service worker (sw.js, built from worker.ts by the production build) once the
// page has loaded, so it never competes with the first load. A browser without service workers,
// or a failed registration, leaves the site as it is without one. On the visit that installs
// it, the page hands the worker what it fetched before the worker took control (handOver.ts),
// so the page opens offline, with its live sections, after that one visit.

import { handOverEarlyFiles } from './handOver';

type Registrar = Pick<ServiceWorkerContainer, 'register'> &
  Partial<Pick<ServiceWorkerContainer, 'controller' | 'ready' | 'addEventListener'>>;

export function registerServiceWorker(container: Registrar | undefined = navigator.serviceWorker, win: Window = window): void {
  if (!container) return;
  const register = () => {
    void container
      .register('sw.js')
      .then(() => {
        if (!container.ready || !container.addEventListener) return;
        handOverEarlyFiles({
          container: container as Pick<ServiceWorkerContainer, 'controller' | 'ready' | 'addEventListener'>,
          resources: () => win.performance.getEntriesByType('resource'),
          now: () => win.performance.now(),
          siteOrigin: win.location.origin,
          later: (callback) => win.setTimeout(callback, 5_000),
        });
      })
      .catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
