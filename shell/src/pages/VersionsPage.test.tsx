import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import VersionsPage from './VersionsPage';

// remotes.json is read through the federation module; the manifests are fetched over HTTP.
const registerRemotesOnce = jest.fn();
jest.mock('../federation/remotes', () => ({ registerRemotesOnce: (): unknown => registerRemotesOnce() }));

const manifest = (buildVersion: string) => ({ name: 'careers', metaData: { buildInfo: { buildVersion } } });
setupApiServer(
  http.get('https://cdn.example/careers/1.4.0/mf-manifest.json', () => HttpResponse.json(manifest('1.4.0'))),
  http.get('https://cdn.example/media/2.0.1/mf-manifest.json', () => new HttpResponse(null, { status: 404 })),
);

test('lists each remote with its composed version, the build version of its manifest and its entry', async () => {
  registerRemotesOnce.mockResolvedValue({
    careers: 'https://cdn.example/careers/1.4.0/remoteEntry.js',
    media: 'https://cdn.example/media/2.0.1/remoteEntry.js',
  });
  renderWithProviders(<VersionsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Release Versions' })).toBeInTheDocument();
  const careers = await screen.findByRole('row', { name: /^careers/ });
  expect(
    within(careers)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1.4.0', '1.4.0', 'https://cdn.example/careers/1.4.0/remoteEntry.js']);
  const media = screen.getByRole('row', { name: /^media/ });
  expect(
    within(media)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2.0.1', 'manifest unavailable', 'https://cdn.example/media/2.0.1/remoteEntry.js']);
});

test('when remotes.json cannot be read it says so, and Retry reads it again', async () => {
  registerRemotesOnce
    .mockRejectedValueOnce(new Error('remotes.json answered 503'))
    .mockResolvedValueOnce({ careers: 'https://cdn.example/careers/1.4.0/remoteEntry.js' });
  renderWithProviders(<VersionsPage />);
  expect(await screen.findByText('Sorry, remotes.json could not be read.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('row', { name: /^careers/ })).toBeInTheDocument();
  expect(screen.queryByText('Sorry, remotes.json could not be read.')).not.toBeInTheDocument();
});
