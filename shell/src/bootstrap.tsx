// Routes prerendered at build time arrive as HTML in #root and are hydrated; any other page
// (an unknown route, a development build) is rendered from scratch. config.json is preloaded
// by the page, so waiting for it costs no extra round trip; a shell page's own code is fetched
// meanwhile, so it hydrates in one pass.
//
// Starting takes three tasks rather than one: running React's code, running the app's (where
// styled-components prepares every component), then hydrating. The browser has the main thread
// between them, so a phone paints and answers a tap in between instead of meeting one long task.
// The imports are eager: their code came with this chunk, nothing more is fetched.

import { startTransition } from 'react';
import { isExpectedRecoverableError } from './app/recoverableErrors';

/** Gives the main thread back to the browser until the next task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the app in this page: hydrates the prerendered page, or renders one. */
export async function start(): Promise<void> {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { browserApp } = await import(/* webpackMode: "eager" */ './app/browserApp');
  const page = await browserApp(window.location.pathname);
  await nextTask();

  const root = document.getElementById('root')!;
  if (root.hasChildNodes()) {
    // React inserts the route's own <title>/<meta>/<link> as it hydrates; the prerendered copies go.
    document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove());
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (the page is already painted).
    startTransition(() => {
      hydrateRoot(root, page, {
        onRecoverableError: (error, info) => {
          if (!isExpectedRecoverableError(error)) console.error(error, info.componentStack);
        },
      });
    });
  } else {
    createRoot(root).render(page);
  }
}
