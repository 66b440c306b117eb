import { Component, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { loadRemoteComponent } from '../../federation/remotes';
import { pathsOf } from '@academy/contracts/site';
import type { ExposeOf, RemoteName } from '@academy/contracts/site';

/**
 * Who sends what waits on this device, on a page without its form: the remote that owns the form
 * exposes a notice that sends the saved submissions and shows their numbers. On the form's own
 * pages the form does both (its success overlay), so the notice stays away.
 */
export const SAVED_SUBMISSION_SENDERS: readonly { url: string; remote: RemoteName; module: ExposeOf<RemoteName>; formRoutes: readonly string[] }[] = [
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
  &:empty { display: none; }
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

function RemoteSender({ remote, module }: { remote: RemoteName; module: string }) {
  const [Sender, setSender] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    loadRemoteComponent(remote, module, false).then(
      (loaded) => live && setSender(() => loaded.default),
      (error: unknown) => console.error(`${remote}/${module} could not be loaded:`, error),
    );
    return () => {
      live = false;
    };
  }, [remote, module]);
  return Sender ? <Quiet><Sender /></Quiet> : null;
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
