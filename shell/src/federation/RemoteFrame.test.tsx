import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { AppProviders, defaultConfig } from '@academy/shared';
import { RemoteFrame } from './RemoteFrame';
import { PrerenderedRemotesProvider } from './prerenderedRemotes';
import { loadRemoteComponent } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteComponent: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

const PRERENDERED = '<section><h1>Chess</h1><p>Prerendered course text</p></section>';
const frame = <RemoteFrame remote="courses" module="CourseDetailPage" label="Course" />;
const withProviders = (ui: React.ReactNode) => <AppProviders config={defaultConfig}>{ui}</AppProviders>;

/** A controllable remote module load. */
function deferredRemote() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<{ default: () => React.JSX.Element }>((resolve, reject) => {
    settle = { resolve: () => resolve({ default: () => <h1>Chess (live)</h1> }), reject };
  });
  load.mockReturnValueOnce(promise);
  return settle;
}

let root: Root | undefined;
let errors: jest.SpyInstance;

/** The prerendered page as the shell's prerender writes it, then hydrated as the browser does. */
async function hydratePrerendered() {
  const server = renderToString(
    withProviders(
      <PrerenderedRemotesProvider value={{ html: (key) => (key === 'courses/CourseDetailPage' ? PRERENDERED : undefined) }}>
        {frame}
      </PrerenderedRemotesProvider>,
    ),
  );
  const container = document.createElement('div');
  container.innerHTML = server;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, withProviders(frame));
  });
  return container;
}

beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  errors.mockRestore();
  load.mockReset();
});

test('the prerendered page stays, usable and without a spinner, until the remote has rendered', async () => {
  const remote = deferredRemote();
  const container = await hydratePrerendered();
  await waitFor(() => expect(load).toHaveBeenCalledWith('courses', 'CourseDetailPage', false));

  const copy = container.querySelector('[data-remote-prerendered="courses/CourseDetailPage"]');
  expect(copy?.innerHTML).toBe(PRERENDERED);
  expect(copy).not.toHaveAttribute('inert');
  expect(screen.queryByText('Loading Course…')).toBeNull();

  await act(async () => remote.resolve());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chess (live)');
  expect(container.querySelector('[data-remote-prerendered]')).toBeNull();
  expect(screen.queryByText('Prerendered course text')).toBeNull();
  // Hydration found exactly the server's markup.
  expect(errors).not.toHaveBeenCalled();
});

test('when the remote fails, the prerendered page gives way to the failure message with Retry', async () => {
  const remote = deferredRemote();
  const container = await hydratePrerendered();
  await act(async () => remote.reject(new Error('RUNTIME-003')));

  expect(screen.getByRole('alert')).toHaveTextContent('Sorry, the Course section could not be loaded.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(container.querySelector('[data-remote-prerendered]')).toBeNull();

  // Retry loads afresh, with the spinner now that there is no prerendered page.
  deferredRemote();
  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  expect(load).toHaveBeenLastCalledWith('courses', 'CourseDetailPage', true);
  expect(screen.getByText('Loading Course…')).toBeInTheDocument();
});

test('a frame without a prerendered page shows the spinner while loading, as before', async () => {
  deferredRemote();
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  root = createRoot(container);
  await act(async () => root!.render(withProviders(frame)));
  expect(screen.getByText('Loading Course…')).toBeInTheDocument();
  expect(container.querySelector('[data-remote-prerendered]')).toBeNull();
});

test('a failed section retries by itself when the connection returns, and only while it shows its failure', async () => {
  const remote = deferredRemote();
  await hydratePrerendered();
  await act(async () => remote.reject(new Error('RUNTIME-008')));
  expect(screen.getByRole('alert')).toHaveTextContent('Sorry, the Course section could not be loaded.');
  expect(load).toHaveBeenCalledTimes(1);

  const back = deferredRemote();
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('courses', 'CourseDetailPage', true);
  await act(async () => back.resolve());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chess (live)');
  expect(screen.queryByRole('alert')).toBeNull();

  // Loaded: another online event loads nothing again.
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(load).toHaveBeenCalledTimes(2);
});
