import { useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media } from '@academy/shared';
import { useSession } from '../lib/session';
import { Notice } from '../lib/ui';
import { officeCopy } from '../content/office';

const StyledSkip = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: ${({ theme }) => theme.space[3]};
    top: ${({ theme }) => theme.space[3]};
    z-index: ${({ theme }) => theme.z.toast};
    background: ${({ theme }) => theme.color.surfaceRaised};
    padding: ${({ theme }) => theme.space[2]};
  }
`;

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

const StyledBar = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledWho = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  button {
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.onPrimary};
  }
  button:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledNav = styled.nav`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ul {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  /* On a phone the links are one line that scrolls sideways, so the page starts on the first screen. */
  ${media.down('sm')} {
    ul {
      padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
      flex-wrap: nowrap;
      overflow-x: auto;
      scrollbar-width: thin;
    }
    li {
      flex: none;
    }
    a {
      padding: 0 ${({ theme }) => theme.space[2]};
    }
  }
`;

const StyledMain = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  }
`;

const LINKS = [
  ['/', officeCopy.nav.home],
  ['/registrations', officeCopy.nav.registrations],
  ['/applications', officeCopy.nav.applications],
  ['/demos', officeCopy.nav.demos],
  ['/demo-slots', officeCopy.nav.demoSlots],
  ['/funnel', officeCopy.nav.funnel],
  ['/tournaments', officeCopy.nav.tournaments],
  ['/puzzles', officeCopy.nav.puzzles],
  ['/achievements', officeCopy.nav.achievements],
  ['/fees', officeCopy.nav.fees],
  ['/teachers', officeCopy.nav.teachers],
  ['/audit', officeCopy.nav.audit],
] as const;

/** The signed-in office: who is signed in, Sign out, the navigation and the page. */
export function OfficeLayout({ email, children }: { email: string; children: ReactNode }) {
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onSignOut = () => {
    setBusy(true);
    setFailed(false);
    signOut().catch(() => {
      setBusy(false);
      setFailed(true);
    });
  };
  return (
    <>
      <StyledSkip href="#office-main">{officeCopy.skipToContent}</StyledSkip>
      <StyledHeader>
        <StyledBar>
          <strong>{officeCopy.brand}</strong>
          <StyledWho>
            <span>
              {officeCopy.signedInAs} {email}
            </span>
            <Button variant="outline" onClick={onSignOut} busy={busy} busyLabel={officeCopy.signOut}>
              {officeCopy.signOut}
            </Button>
          </StyledWho>
        </StyledBar>
      </StyledHeader>
      <StyledNav aria-label={officeCopy.nav.label}>
        <ul>
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} end={to === '/'}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </StyledNav>
      <StyledMain id="office-main" tabIndex={-1}>
        {failed && (
          <Notice role="alert" $tone="error">
            {officeCopy.signOutFailed}
          </Notice>
        )}
        {children}
      </StyledMain>
    </>
  );
}
