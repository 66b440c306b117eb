import { AppProviders } from '@academy/shared';
import type { SiteConfig } from '@academy/shared';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';

/** The shell without a router, so the browser and a prerender can each supply theirs. */
export function App({ config }: { config: SiteConfig }) {
  return (
    <AppProviders config={config}>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </AppProviders>
  );
}
