// Registers the service worker (sw.js, built from worker.ts by the production build) once the
// page has loaded, so it never competes with the first load. A browser without service workers,
// or a failed registration, leaves the site as it is without one.

type Registrar = Pick<ServiceWorkerContainer, 'register'>;

export function registerServiceWorker(container: Registrar | undefined = navigator.serviceWorker, win: Window = window): void {
  if (!container) return;
  const register = () => void container.register('sw.js').catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
