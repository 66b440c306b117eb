import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@academy/contracts/site';
import type { PageEntry } from '@academy/contracts/site';
import { Layout } from '../layout/Layout';
import { RemoteFrame } from '../federation/RemoteFrame';
import { NotFound, SHELL_PAGES } from './shellPages';

// The route table: every page of the site manifest (contracts/src/site/site.ts) at its path and
// aliases, the shell's own pages by name (shellPages.tsx) and each remote page in its frame; then
// the catch-all.

function elementOf({ owner }: PageEntry) {
  if ('shell' in owner) {
    const Page = SHELL_PAGES[owner.shell];
    return <Page />;
  }
  // One key per remote module, so moving between a page's aliases keeps the frame.
  return <RemoteFrame key={`${owner.remote}/${owner.expose}`} remote={owner.remote} module={owner.expose} label={owner.label} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {(PAGES as readonly PageEntry[]).flatMap((page) =>
          [page.path, ...(page.aliases ?? [])].map((path) => <Route key={path} path={path} element={elementOf(page)} />),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
