import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@academy/shared';
import { remoteFrame } from '../content/statusPages';
import { loadRemoteComponent, type RemoteName } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// The one frame every remote screen and Home widget renders in (DESIGN §2 "Failure isolation"):
// a spinner in a block of reserved height while loading, and on failure a clear message with
// a Retry that really fetches the remote again. Nothing outside the frame is affected.

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
  p { margin: 0; color: ${({ theme }) => theme.color.text}; }
`;

export interface RemoteFrameProps {
  remote: RemoteName;
  module: string;
  /** What the section is, for the loading and failure messages ("Courses", "Registration form"). */
  label: string;
  /** Height reserved while loading, so the page does not jump (PERFORMANCE.md). */
  minHeight?: string;
}

export function RemoteFrame({ remote, module, label, minHeight = '60vh' }: RemoteFrameProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => lazy(() => loadRemoteComponent(remote, module, attempt > 0)), [remote, module, attempt]);

  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <StyledFailure $minHeight={minHeight} role="alert" data-remote-failure={remote}>
          <p>
            <strong>{remoteFrame.failureTitle(label)}</strong>
          </p>
          <p>{remoteFrame.failureText}</p>
          <Button onClick={retry}>{remoteFrame.retry}</Button>
        </StyledFailure>
      )}
    >
      <Suspense
        fallback={
          <StyledPlaceholder $minHeight={minHeight} data-remote-loading={remote}>
            <Spinner size="lg" label={remoteFrame.loading(label)} />
          </StyledPlaceholder>
        }
      >
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
