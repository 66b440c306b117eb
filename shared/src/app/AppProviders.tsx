import type { ReactNode } from 'react';
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

/** Theme, global styles, runtime config and clock: what every app and test renders inside. */
export function AppProviders({ config, clock = systemClock, globalStyle = true, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      <ConfigProvider config={config}>
        <ClockProvider clock={clock}>{children}</ClockProvider>
      </ConfigProvider>
    </ThemeProvider>
  );
}
