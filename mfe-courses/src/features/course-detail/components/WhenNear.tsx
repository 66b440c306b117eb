import { Component, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNearViewport } from '@academy/shared';

// The course page's data-driven blocks (the fee, the teachers) are below the first screen on
// every device. Their code, their reads and the HTTP client load at the visitor's first touch,
// key, click, wheel or scroll, or once the visitor comes within a screen of them, so a course
// page's first load carries none of it (BENCHMARKS.md). Starting at the first input means a
// visitor who jumps to the page's end (End, a fling) has them in place while the browser still
// counts the jump as the cause of what moved, and one who scrolls has them long before.

/** A screen ahead: the block's code and data have usually arrived before it scrolls into view. */
const ONE_SCREEN = '100%';

/** A block that could not load is left out, as when it has nothing to show: the page stays whole. */
class LeftOutOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Whether the visitor has touched, clicked, typed, wheeled or scrolled since the page opened. */
function useFirstInput(): boolean {
  const [happened, setHappened] = useState(false);
  useEffect(() => {
    if (happened) return;
    const onInput = () => setHappened(true);
    for (const type of FIRST_INPUTS) window.addEventListener(type, onInput, { once: true, passive: true });
    return () => {
      for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput);
    };
  }, [happened]);
  return happened;
}

/** Renders `children` (lazily loaded blocks) at the first input, or once this place comes within a screen of the viewport. */
export function WhenNear({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ orWhenIdle: false, lookAhead: ONE_SCREEN });
  const touched = useFirstInput();
  return (
    <div ref={ref}>
      {(near || touched) && (
        <LeftOutOnFailure>
          <Suspense fallback={null}>{children}</Suspense>
        </LeftOutOnFailure>
      )}
    </div>
  );
}
