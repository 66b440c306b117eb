import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { defaultConfig, mergeConfig } from '../config/siteConfig';
import type { SiteConfig } from '../config/siteConfig';
import { systemClock } from '../clock/clock';
import type { Clock } from '../clock/clock';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern (e.g. '/courses/:courseName') so the component can read params. */
  path?: string;
  config?: Partial<SiteConfig>;
  clock?: Clock;
}

/** Renders with theme, global styles, config, clock and a router, as the apps do. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, config, clock = { ...systemClock }, ...options }: ProvidersOptions = {},
) {
  // A clock of its own by default: what a page keeps per clock (the fees' one read) is not carried
  // from one render to the next; a test that wants it carried passes one clock to both.
  // The local deployment's config, as a local run has it, with the test's changes.
  const siteConfig = mergeConfig(config ?? {}, defaultConfig);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders config={siteConfig} clock={clock}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </AppProviders>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
