import { lazy, Suspense, useState } from 'react';
import { useNearViewport } from '@academy/shared';
import { RemoteErrorBoundary } from '../../../federation/RemoteErrorBoundary';

// About's teachers, drawn by the courses remote (its TeachersSection widget, the one the course
// pages use). Unlike RemoteFrame this frame is quiet: it reserves no height and shows no spinner
// or failure, because the section is extra — with no teachers, or when the remote or the API
// fails, the page simply has no Teachers section. It loads once it comes near the viewport.

const loadTeachers = () =>
  import('../../../federation/remotes').then((remotes) => remotes.loadRemoteComponent('courses', 'TeachersSection', false));

export function TeachersBand() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // One per band, fetched the first time it renders: once About's end comes near.
  const [Teachers] = useState(() => lazy(loadTeachers));
  return (
    <div ref={ref}>
      {near && (
        <RemoteErrorBoundary fallback={() => null} onRetry={() => undefined}>
          <Suspense fallback={null}>
            <Teachers />
          </Suspense>
        </RemoteErrorBoundary>
      )}
    </div>
  );
}
