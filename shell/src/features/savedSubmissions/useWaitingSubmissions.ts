import { useEffect, useState } from 'react';

/**
 * After the page has loaded, whenever the connection returns and whenever the service worker has
 * sent some in the background: the API paths with a saved, not refused submission. The saved
 * submissions' module is fetched only after the page has loaded, so the first paint never waits
 * for it.
 */
export function useWaitingSubmissions(): Set<string> {
  const [waiting, setWaiting] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    let live = true;
    let stop = () => {};
    const watch = () =>
      void import('@academy/shared/submissions').then(
        ({ offlineQueue, onSentInBackground }) => {
          if (!live) return;
          const check = () =>
            void offlineQueue()
              .all()
              .then((items) => {
                const urls = new Set(items.filter((item) => !item.refused).map((item) => item.url));
                if (live && urls.size > 0) setWaiting((known) => new Set([...known, ...urls]));
              })
              .catch((error: unknown) => console.error('Reading saved submissions failed:', error));
          check();
          window.addEventListener('online', check);
          const stopHearing = onSentInBackground(check);
          stop = () => {
            window.removeEventListener('online', check);
            stopHearing();
          };
        },
        (error: unknown) => console.error('The saved submissions could not be loaded:', error),
      );
    // A browser without IndexedDB (or a test page) has nothing saved.
    const afterLoad = () => 'indexedDB' in window && setTimeout(watch);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', afterLoad);
      stop();
    };
  }, []);
  return waiting;
}
