import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useNearViewport } from '@academy/shared';

// The course page's data-driven blocks (the fee, the teachers) are below the first screen on
// every device. Their code, their reads and the HTTP client load once the visitor scrolls
// within a screen of them, so a course page's first load carries none of it (BENCHMARKS.md).

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

/** Renders `children` (lazily loaded blocks) once this place on the page comes within a screen of the viewport. */
export function WhenNear({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ orWhenIdle: false, lookAhead: ONE_SCREEN });
  return (
    <div ref={ref}>
      {near && (
        <LeftOutOnFailure>
          <Suspense fallback={null}>{children}</Suspense>
        </LeftOutOnFailure>
      )}
    </div>
  );
}
