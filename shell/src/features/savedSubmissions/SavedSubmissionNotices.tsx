import { Component, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useClock } from '@academy/shared';
import { loadRemoteComponent } from '../../federation/remotes';
import { pathsOf } from '@academy/contracts/site';
import type { ExposeOf, RemoteName } from '@academy/contracts/site';

/**
 * Who sends what waits on this device, on a page without its form: the remote that owns the form
 * exposes a notice that sends the saved submissions and shows their numbers. On the form's own
 * pages the form does both (its success overlay), so the notice stays away.
 */
export const SAVED_SUBMISSION_SENDERS: readonly {
  url: string;
  remote: RemoteName;
  module: ExposeOf<RemoteName>;
  formRoutes: readonly string[];
}[] = [
  { url: '/registrations', remote: 'enrolment', module: 'SavedRegistrationNotice', formRoutes: pathsOf('registration') },
  { url: '/applications', remote: 'careers', module: 'SavedApplicationNotice', formRoutes: pathsOf('careerRegistration') },
];

/** Where the senders' notices show, one below the other: top right, below the navigation. */
const StyledNotices = styled.div`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[3]});
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: min(24rem, calc(100vw - 2rem));
  &:empty {
    display: none;
  }
`;

/** Nothing on screen if a sender cannot render; what it sends stays saved for the next visit. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** After a failed load while the browser says it is online, the next tries wait this long (ms). */
export const NOTICE_RETRY_DELAYS_MS = [1_000, 3_000, 10_000] as const;

/**
 * Loads the remote's notice. Offline, a notice whose files this device never fetched fails to
 * load; it is fetched anew when the connection returns, and then sends what waits. A connection
 * just back may still drop the first fetches, so a load that fails while the browser says it is
 * online is tried again a few times, further apart.
 */
function RemoteSender({ remote, module }: { remote: RemoteName; module: string }) {
  const clock = useClock();
  const [Sender, setSender] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: unknown;
    const retry = () => setAttempt((n) => n + 1);
    loadRemoteComponent(remote, module, attempt > 0).then(
      (loaded) => live && setSender(() => loaded.default),
      (error: unknown) => {
        console.error(`${remote}/${module} could not be loaded:`, error);
        if (!live) return;
        window.addEventListener('online', retry, { once: true });
        const delay = NOTICE_RETRY_DELAYS_MS[failures];
        if (navigator.onLine && delay !== undefined)
          timer = clock.setTimeout(() => {
            setFailures((n) => n + 1);
            retry();
          }, delay);
      },
    );
    return () => {
      live = false;
      window.removeEventListener('online', retry);
      if (timer !== undefined) clock.clearTimeout(timer);
    };
  }, [remote, module, attempt, failures, clock]);
  return Sender ? (
    <Quiet>
      <Sender />
    </Quiet>
  ) : null;
}

/**
 * On every route (loaded by the layout only when something waits on the device, so the
 * federation runtime stays off pages that need none): saved registrations and applications are
 * sent on a later visit, and their numbers shown.
 */
export default function SavedSubmissionNotices({ waiting }: { waiting: ReadonlySet<string> }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <StyledNotices>
      {SAVED_SUBMISSION_SENDERS.filter((sender) => waiting.has(sender.url) && !sender.formRoutes.includes(path)).map((sender) => (
        <RemoteSender key={sender.url} remote={sender.remote} module={sender.module} />
      ))}
    </StyledNotices>
  );
}
