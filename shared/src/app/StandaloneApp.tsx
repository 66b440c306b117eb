import { Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { AppProviders } from './AppProviders';
import { loadConfig } from '../config/siteConfig';
import { LoadingBlock } from '../ui/Spinner';

// Every remote runs alone through this harness (see docs/architecture.md): its own index.html,
// config.json, theme and router, with a link to each exposed module.

export interface StandaloneModule {
  /** The exposed name, e.g. './CoursesPage'. */
  expose: string;
  /** The route it renders at, e.g. '/courses/:courseName'. */
  path: string;
  /** A concrete link to show it, e.g. '/courses/chess'. */
  href: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
}

const StyledBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a.active {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const StyledMain = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
`;

export function StandaloneApp({ name, modules }: { name: string; modules: StandaloneModule[] }) {
  return (
    <BrowserRouter>
      <StyledBar aria-label={`${name} modules`}>
        <strong>{name} (standalone)</strong>
        {modules.map((m) => (
          <NavLink key={m.expose} to={m.href} end>
            {m.expose.replace('./', '')}
          </NavLink>
        ))}
      </StyledBar>
      <StyledMain>
        <Suspense fallback={<LoadingBlock />}>
          <Routes>
            {modules.map(({ expose, path, component: Component }) => (
              <Route key={expose} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<p>Choose a module above.</p>} />
          </Routes>
        </Suspense>
      </StyledMain>
    </BrowserRouter>
  );
}

/** Mounts a remote's standalone harness into #root once config.json is read. */
export async function mountStandalone(name: string, modules: StandaloneModule[]): Promise<void> {
  const config = await loadConfig();
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <AppProviders config={config}>
      <StandaloneApp name={name} modules={modules} />
    </AppProviders>,
  );
}
