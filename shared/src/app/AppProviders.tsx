import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ConfigProvider } from '../config/ConfigContext';
import type { SiteConfig } from '../config/siteConfig';
import { ClockProvider } from '../clock/ClockContext';
import { systemClock } from '../clock/clock';
import type { Clock } from '../clock/clock';

interface AppProvidersProps {
  config: SiteConfig;
  clock?: Clock;
  /** False where the page already has the global styles (a remote page prerendered into the shell's). */
  globalStyle?: boolean;
  children: ReactNode;
}

/**
 * The page says when the app has taken over (hydrated or rendered): `<html data-app-ready="<ms>">`,
 * the time since navigation start. Until then a prerendered page is only HTML; browser tests wait
 * for the attribute and the benchmark counts the scripts fetched before that moment.
 */
const markReady = () => {
  document.documentElement.dataset.appReady ??= String(performance.now());
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
