import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';

// Remote pages are in the prerendered HTML: each remote's build ships the code that renders its
// own pages (prerender.js), the shell's prerender runs it and puts that markup into the page's remote frame, marked
// data-remote-prerendered="<remote>/<module>". There is no hydration of that markup: in the
// browser the frame keeps it, read back from the document, until the live remote has rendered.

/** The server's source of fragments: markup by "<remote>/<module>" for the route being rendered. */
export interface PrerenderedRemotes {
  html(key: string): string | undefined;
}

const PrerenderedRemotesContext = createContext<PrerenderedRemotes | null>(null);

export function PrerenderedRemotesProvider({ value, children }: { value: PrerenderedRemotes; children: ReactNode }) {
  return <PrerenderedRemotesContext.Provider value={value}>{children}</PrerenderedRemotesContext.Provider>;
}

export const PRERENDERED_ATTRIBUTE = 'data-remote-prerendered';

function htmlInDocument(key: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[${PRERENDERED_ATTRIBUTE}="${key}"]`)?.innerHTML ?? null;
}

/**
 * `[html, drop]`: the prerendered markup of a frame (from the prerender's fragments on the server,
 * from the document in the browser's first render), or null once dropped or where there is none.
 */
export function usePrerenderedHtml(key: string) {
  const fragments = useContext(PrerenderedRemotesContext);
  const [html, setHtml] = useState(() => (fragments ? (fragments.html(key) ?? null) : htmlInDocument(key)));
  const drop = useCallback(() => setHtml(null), []);
  return [html, drop] as const;
}
