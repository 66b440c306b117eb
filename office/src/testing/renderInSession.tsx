import type { ReactElement } from 'react';
import { renderWithProviders } from '@academy/shared/testing';
import { SessionProvider } from '../lib/session';

/** Renders an office page as the app does, inside the session (its GET /office/me answered by the test's server). */
export function renderInSession(page: ReactElement) {
  return renderWithProviders(<SessionProvider>{page}</SessionProvider>);
}
