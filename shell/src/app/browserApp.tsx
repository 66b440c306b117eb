import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { loadConfig } from '@academy/shared';
import { App } from './App';
import { preloadShellPage } from './shellPages';

/** The app for the browser at `pathname`, once the deployment's config and the page's own code are here. */
export async function browserApp(pathname: string): Promise<ReactElement> {
  const [config] = await Promise.all([loadConfig(), preloadShellPage(pathname).catch(() => undefined)]);
  return (
    <BrowserRouter>
      <App config={config} />
    </BrowserRouter>
  );
}
