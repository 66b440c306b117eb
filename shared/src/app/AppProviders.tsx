import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ConfigProvider } from '../config/ConfigContext';
import type { SiteConfig } from '../config/siteConfig';
import { ClockProvider } from '../clock/ClockContext';
import { systemClock, type Clock } from '../clock/clock';

interface AppProvidersProps {
  config: SiteConfig;
  clock?: Clock;
  /** False where the page already has the global styles (a remote page prerendered into the shell's). */
  globalStyle?: boolean;
  children: ReactNode;
}

/**
 * The moment the app has taken over the page (hydrated or rendered), as a performance mark:
 * until then a prerendered page is only HTML. Browser tests and the benchmark wait for it.
 */
const APP_READY_MARK = 'app-ready';

// Optional: jsdom under fake timers has no marks.
const markReady = () => {
  performance.mark?.(APP_READY_MARK);
};

/** Theme, global styles, runtime config and clock: what every app and test renders inside. */
export function AppProviders({ config, clock = systemClock, globalStyle = true, children }: AppProvidersProps) {
  useEffect(markReady, []);
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      <ConfigProvider config={config}>
        <ClockProvider clock={clock}>{children}</ClockProvider>
      </ConfigProvider>
    </ThemeProvider>
  );
}
