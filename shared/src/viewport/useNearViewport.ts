import { startTransition, useEffect, useRef, useState } from 'react';

/** How far below the fold an element counts as near, so what it loads is usually ready when scrolled to. */
const LOOK_AHEAD = '200px';

export interface NearViewportOptions {
  /** Also near once the loaded page is idle, wherever the element is. */
  orWhenIdle?: boolean;
  /** How far below the fold counts as near (a CSS length or a percentage of the viewport's height). */
  lookAhead?: string;
}

/**
 * `[ref, near]`: `near` turns true (and stays true) once the element comes within `lookAhead`
 * (LOOK_AHEAD unless told) of the viewport, or, with `orWhenIdle`, at the latest once the loaded page is idle (so a frame
 * further down is ready before anyone scrolls to it, without competing with first paint). It
 * starts false on the server and in the first browser render, so prerendered HTML hydrates
 * without a mismatch.
 */
export function useNearViewport<T extends Element>({ orWhenIdle = true, lookAhead = LOOK_AHEAD }: NearViewportOptions = {}) {
  const ref = useRef<T>(null);
  const [near, setNearNow] = useState(false);
  // Rendering what comes near is a transition: it yields to the browser while it renders.
  const setNear = (value: boolean) => startTransition(() => setNearNow(value));
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${lookAhead}` },
    );
    observer.observe(element);
    if (!orWhenIdle) return () => observer.disconnect();
    const whenIdle = () =>
      setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setNear(true)) : setNear(true)), 500);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLoad = () => (timer = whenIdle());
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', onLoad);
      clearTimeout(timer);
    };
  }, [near, orWhenIdle, lookAhead]);
  return [ref, near] as const;
}
