import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, useNearViewport } from '@academy/shared';
import { remoteFrame } from '../content/statusPages';
import type { ExposeOf, RemoteName } from '@academy/contracts/site';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PRERENDERED_ATTRIBUTE, usePrerenderedHtml } from './prerenderedRemotes';
import { holdPresses, readVisitorState, restoreVisitorState } from './carryOver';

// The one frame every remote screen and Home widget renders in (failure isolation):
// a spinner in a block of reserved height while loading, and on failure a clear message with
// a Retry that really fetches the remote again, pressed by itself when the connection returns.
// Nothing outside the frame is affected.
// A remote page prerendered into the HTML (prerenderedRemotes.tsx) stays, usable and without a
// spinner over it, until the live page has rendered; it gives way in the same frame, before paint.
// What a visitor did in it (focus, typed values, a button pressed) moves to the live page at that
// moment (carryOver.ts), so a keystroke is never lost and the keyboard never loses its place.

const StyledPlaceholder = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFailure = styled(StyledPlaceholder)`
  background: ${({ theme }) => theme.color.surface};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  margin: ${({ theme }) => theme.space[4]} auto;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * While a failure is on screen, the browser's `online` event (the connection is back) retries
 * the section, as pressing Retry would: a visitor who lost the connection need not notice the
 * section failed, nor find the button.
 */
function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

/** Calls `onRendered` once this point of the tree is committed, before the browser paints. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useLayoutEffect(onRendered, [onRendered]);
  return null;
}

export interface RemoteFrameProps<R extends RemoteName = RemoteName> {
  remote: R;
  /** One of the modules the site manifest says `remote` exposes. */
  module: ExposeOf<R>;
  /** What the section is, for the loading and failure messages ("Courses", "Registration form"). */
  label: string;
  /** Height reserved while loading, so the page does not jump. */
  minHeight?: string;
}

/** The module loading remotes is fetched with the first frame that needs it, not before first paint. */
const loadRemoteComponent = (remote: RemoteName, module: string, fresh: boolean) =>
  import('./remotes').then((remotes) => remotes.loadRemoteComponent(remote, module, fresh));

export function RemoteFrame<R extends RemoteName>({ remote, module, label, minHeight = '60vh' }: RemoteFrameProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const retryLoad = useCallback(() => setAttempt((n) => n + 1), []);
  // A frame loads its remote once it comes near the viewport; a page's own frame is in view at
  // once, Home's widgets below the fold wait. Prerendered HTML and hydration both show the
  // prerendered page, or else the placeholder.
  const [frameRef, near] = useNearViewport<HTMLDivElement>();
  const [prerenderedHtml, dropCopy] = usePrerenderedHtml(`${remote}/${module}`);
  // A lazy component per remote, module and attempt: a retry needs a new one, since a lazy
  // component that failed keeps its error. Memoised, so a render keeps the same one.
  const Remote = useMemo(() => lazy(() => loadRemoteComponent(remote, module, attempt > 0)), [remote, module, attempt]);
  // Once scripts run, a button pressed in the prerendered copy waits for the live page.
  const presses = useRef<ReturnType<typeof holdPresses> | null>(null);
  useLayoutEffect(() => {
    const copy = frameRef.current;
    if (prerenderedHtml === null || !copy?.hasAttribute(PRERENDERED_ATTRIBUTE)) return undefined;
    const held = holdPresses(copy);
    presses.current = held;
    return held.release;
  }, [prerenderedHtml, frameRef]);
  // The live page has rendered beside the copy: it takes over what the visitor did, then the copy goes.
  const dropPrerendered = useCallback(() => {
    const copy = frameRef.current;
    if (copy?.hasAttribute(PRERENDERED_ATTRIBUTE)) restoreVisitorState(copy, readVisitorState(copy, presses.current?.pressed() ?? null));
    dropCopy();
  }, [frameRef, dropCopy]);

  const placeholder = (
    <StyledPlaceholder ref={frameRef} $minHeight={minHeight} data-remote-loading={remote}>
      <Spinner size="lg" label={remoteFrame.loading(label)} />
    </StyledPlaceholder>
  );
  const prerendered = prerenderedHtml !== null && (
    <div ref={frameRef} {...{ [PRERENDERED_ATTRIBUTE]: `${remote}/${module}` }} dangerouslySetInnerHTML={{ __html: prerenderedHtml }} />
  );
  const loading = prerendered ? null : placeholder;

  return (
    <>
      {prerendered}
      {near ? (
        <RemoteErrorBoundary
          key={attempt}
          onRetry={retryLoad}
          fallback={(retry) => (
            <StyledFailure $minHeight={minHeight} role="alert" data-remote-failure={remote}>
              <Rendered onRendered={dropPrerendered} />
              <RetryWhenOnline retry={retry} />
              <p>
                <strong>{remoteFrame.failureTitle(label)}</strong>
              </p>
              <p>{remoteFrame.failureText}</p>
              <Button onClick={retry}>{remoteFrame.retry}</Button>
            </StyledFailure>
          )}
        >
          <Suspense fallback={loading}>
            {/* eslint-disable-next-line react-hooks/static-components -- memoised per remote, module and attempt above */}
            <Remote />
            <Rendered onRendered={dropPrerendered} />
          </Suspense>
        </RemoteErrorBoundary>
      ) : (
        loading
      )}
    </>
  );
}
