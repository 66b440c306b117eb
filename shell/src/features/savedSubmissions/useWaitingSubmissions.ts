import { useEffect, useState } from 'react';
import { offlineQueue, onSentInBackground } from '@academy/shared';

/**
 * After the page has loaded, whenever the connection returns and whenever the service worker has
 * sent some in the background: the API paths with a saved, not refused submission.
 */
export function useWaitingSubmissions(): Set<string> {
  const [waiting, setWaiting] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    let live = true;
    const check = () =>
      void offlineQueue()
        .all()
        .then((items) => {
          const urls = new Set(items.filter((item) => !item.refused).map((item) => item.url));
          if (live && urls.size > 0) setWaiting((known) => new Set([...known, ...urls]));
        })
        .catch((error: unknown) => console.error('Reading saved submissions failed:', error));
    const afterLoad = () => setTimeout(check);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    window.addEventListener('online', check);
    const stopHearing = onSentInBackground(check);
    return () => {
      live = false;
      window.removeEventListener('load', afterLoad);
      window.removeEventListener('online', check);
      stopHearing();
    };
  }, []);
  return waiting;
}

