import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ConfigProvider } from '../config/ConfigContext';
import type { SiteConfig } from '../config/siteConfig';
import { ClockProvider } from '../clock/ClockContext';
import { systemClock, type Clock } from '../clock/clock';

/** Theme, global styles, runtime config and clock: what every app and test renders inside. */
export function AppProviders({ config, clock = systemClock, children }: { config: SiteConfig; clock?: Clock; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ConfigProvider config={config}>
        <ClockProvider clock={clock}>{children}</ClockProvider>
      </ConfigProvider>
    </ThemeProvider>
  );
}
