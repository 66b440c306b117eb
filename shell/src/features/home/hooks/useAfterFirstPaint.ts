import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and the first browser render, true once the page has loaded and
 * the browser is idle: the moment to fetch enhancements (the hero's swiper) that first
 * paint does not need.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setReady(true), 0);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, []);
  return ready;
}
