/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { AppProviders, defaultConfig } from '@academy/shared';
import { MemoryRouter } from 'react-router-dom';
import { NotFound, SHELL_PAGES, preloadShellPage } from './shellPages';
import { notFound as notFoundCopy } from '../content/notFoundPage';

// A shell page other than Home is fetched on demand; rendered to HTML (the prerender) or hydrated
// after preloadShellPage, it renders at once, with no fallback in its place.

const html = (page: keyof typeof SHELL_PAGES) => {
  const Page = SHELL_PAGES[page];
  return renderToString(
    <AppProviders config={defaultConfig}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
};

test('before its code has arrived a page renders nothing in its place; after preloadShellPage of its path, the page itself', async () => {
  expect(html('PrivacyPage')).not.toContain('Privacy Notice');
  await preloadShellPage('/privacy');
  expect(html('PrivacyPage')).toContain('Privacy Notice');
});

test("an alias or a remote's path preloads only what is there", async () => {
  await expect(preloadShellPage('/courses/chess')).resolves.toBeUndefined();
  await preloadShellPage('/about/');
  expect(html('AboutPage')).toContain('Who We Are');
  expect(html('HomePage')).toContain('Learn Online');
});

test('a path no page has preloads the not-found page, which `/` does not load; a remote page does not', async () => {
  const notFound = () =>
    renderToString(
      <AppProviders config={defaultConfig}>
        <MemoryRouter>
          <NotFound />
        </MemoryRouter>
      </AppProviders>,
    );
  await preloadShellPage('/tournament');
  expect(notFound()).not.toContain(notFoundCopy.title);
  await preloadShellPage('/no-such-page');
  expect(notFound()).toContain(notFoundCopy.title);
});
