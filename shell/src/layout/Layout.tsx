import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { JsonLd, organizationJsonLd, useConfig } from '@academy/shared';
import { TopNav } from './TopNav';
import { Footer } from './Footer';
import { FloatingActions } from './FloatingActions';
import { ScrollToTop } from './ScrollToTop';
import { useWaitingSubmissions } from '../features/savedSubmissions/useWaitingSubmissions';

const SavedSubmissionNotices = lazy(() => import('../features/savedSubmissions/SavedSubmissionNotices'));

const StyledMain = styled.main`
  min-height: 70vh;
  padding-top: ${({ theme }) => theme.layout.navHeight};
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -4rem;
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

export function Layout() {
  const config = useConfig();
  const waiting = useWaitingSubmissions();
  return (
    <>
      <JsonLd data={organizationJsonLd(config)} />
      <ScrollToTop />
      <StyledSkipLink href="#main">Skip to content</StyledSkipLink>
      <TopNav />
      <StyledMain id="main" tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <Footer />
      <FloatingActions />
      {waiting.size > 0 && (
        <Suspense fallback={null}>
          <SavedSubmissionNotices waiting={waiting} />
        </Suspense>
      )}
    </>
  );
}
