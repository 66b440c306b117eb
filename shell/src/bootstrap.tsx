import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadConfig } from '@academy/shared';
import { App } from './app/App';
import { preloadShellPage } from './app/shellPages';
import { isExpectedRecoverableError } from './app/recoverableErrors';

// Routes prerendered at build time arrive as HTML in #root and are hydrated; any other page
// (an unknown route, a development build) is rendered from scratch. config.json is preloaded
// by the page, so waiting for it costs no extra round trip; a shell page's own code is fetched
// meanwhile, so it hydrates in one pass.
void Promise.all([loadConfig(), preloadShellPage(window.location.pathname).catch(() => undefined)]).then(([config]) => {
  const root = document.getElementById('root')!;
  const app = (
    <BrowserRouter>
      <App config={config} />
    </BrowserRouter>
  );
  if (root.hasChildNodes()) {
    // React inserts the route's own <title>/<meta>/<link> as it hydrates; the prerendered copies go.
    document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove());
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (the page is already painted).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) => {
          if (!isExpectedRecoverableError(error)) console.error(error, info.componentStack);
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
});
