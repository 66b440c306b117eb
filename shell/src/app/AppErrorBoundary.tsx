import { Component } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@academy/shared';
import { pageFailure } from '../content/statusPages';
import { StyledBanner } from '../layout/PageSection';

interface Props {
  children: ReactNode;
  /** Reloads the page; tests pass their own. */
  onReload?: () => void;
}

/**
 * The last line of defence: an error the remote frames did not catch (the shell's own screens
 * and chrome) shows a friendly message with a reload button instead of a blank page.
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The page failed:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <StyledBanner role="alert">
        <h1>{pageFailure.title}</h1>
        <p>{pageFailure.text}</p>
        <Button onClick={reload}>{pageFailure.action}</Button>
      </StyledBanner>
    );
  }
}
