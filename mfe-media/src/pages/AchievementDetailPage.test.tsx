import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import AchievementDetailPage from './AchievementDetailPage';

const IMAGE_BASE = 'https://img.example/gallery/';
const ACHIEVEMENTS = [
  { id: 'diya', title: 'Diya Rao', subtitle: 'Chess, Under-8 winner', imageFile: 'diya-rao.png' },
  { id: 'diya-patel', title: 'Diya Patel', subtitle: 'Abacus Level 4 Champion', imageFile: 'certificate-diya-patel.png' },
];
const PICTURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

const api = setupApiServer(
  http.get(apiUrl('/v1/achievements'), () => HttpResponse.json({ achievements: ACHIEVEMENTS })),
  http.get(`${IMAGE_BASE}certificate-diya-patel.png`, () => new HttpResponse(PICTURE, { headers: { 'Content-Type': 'image/png' } })),
  http.get(`${IMAGE_BASE}missing.png`, () => new HttpResponse(null, { status: 404 })),
);
afterEach(() => jest.restoreAllMocks());

const renderAt = (id: string, at = '2026-11-24T09:00:00Z') =>
  renderWithProviders(<AchievementDetailPage />, {
    route: `/achievements/${id}`,
    path: '/achievements/:studentName',
    config: { imageBaseUrl: IMAGE_BASE },
    clock: createManualClock(at),
  });

test('shows the row whose first column equals the parameter: title, subtitle, large picture, Share and Download', async () => {
  renderAt('diya-patel');
  expect(await screen.findByRole('heading', { level: 1, name: 'Diya Patel' })).toBeInTheDocument();
  expect(screen.getByText('Abacus Level 4 Champion')).not.toHaveClass('visually-hidden');
  expect(screen.getByRole('img', { name: 'Certificate of Diya Patel: Abacus Level 4 Champion' })).toHaveAttribute(
    'src',
    `${IMAGE_BASE}certificate-diya-patel.png`,
  );
  expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to all achievements/ })).toHaveAttribute('href', '/achievements');
});

test('a sample certificate (known by its id) prints the award itself: the line under the name is kept for screen readers only', async () => {
  api.use(
    http.get(apiUrl('/v1/achievements'), () =>
      HttpResponse.json({
        achievements: [
          { id: 'aarav-sharma', title: 'Aarav Sharma', subtitle: 'Winner, Under-10 Rapid Chess Open', imageFile: 'aarav-sharma.svg' },
        ],
      }),
    ),
  );
  renderAt('aarav-sharma');
  expect(await screen.findByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeInTheDocument();
  expect(screen.getByText('Winner, Under-10 Rapid Chess Open')).toHaveClass('visually-hidden');
  expect(screen.getByRole('img', { name: 'Certificate of Aarav Sharma: Winner, Under-10 Rapid Chess Open' })).toHaveAttribute(
    'src',
    `${IMAGE_BASE}aarav-sharma.svg`,
  );
});

test('any other SVG is a picture like a photo: its award line shows', async () => {
  api.use(
    http.get(apiUrl('/v1/achievements'), () =>
      HttpResponse.json({ achievements: [{ id: 'asha-k', title: 'Asha K', subtitle: 'Chess Olympiad', imageFile: 'asha-k.svg' }] }),
    ),
  );
  renderAt('asha-k');
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha K' })).toBeInTheDocument();
  expect(screen.getByText('Chess Olympiad')).not.toHaveClass('visually-hidden');
});

test('an unknown id says so and links back to the gallery', async () => {
  renderAt('diya-p');
  expect(await screen.findByRole('heading', { name: 'Achievement not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to all achievements/ })).toHaveAttribute('href', '/achievements');
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
});

test('offline, the achievement last fetched shows with when it was fetched', async () => {
  const first = renderAt('diya-patel', '2026-11-22T04:05:00Z');
  expect(await screen.findByRole('heading', { level: 1, name: 'Diya Patel' })).toBeInTheDocument();
  expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument();
  first.unmount();

  api.use(http.get(apiUrl('/v1/achievements'), () => HttpResponse.error()));
  renderAt('diya-patel');
  expect(await screen.findByRole('heading', { level: 1, name: 'Diya Patel' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^Offline: showing this achievement as of 22 Nov, 4:05 AM (UTC|GMT)$/);
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
});

test('a non-200 answer is logged with the fetch message and shows an error state, not a blank page', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.use(http.get(apiUrl('/v1/achievements'), () => HttpResponse.json({ error: 'down' }, { status: 503 })));
  renderAt('diya-patel');
  expect(await screen.findByRole('alert')).toHaveTextContent('Please check your connection and try again.');
  expect(screen.getByRole('heading', { name: 'This achievement could not be loaded' })).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Failed to fetch achievement details. Please try again.', expect.anything());
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('Share opens the share dialog with this achievement’s address', async () => {
  renderAt('diya-patel');
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = screen.getByRole('dialog', { name: 'Share' });
  expect(within(dialog).getByLabelText('Page address')).toHaveValue('http://localhost/achievements/diya-patel');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
});

describe('Download', () => {
  let saved: { name: string; bytes: Uint8Array }[];
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void blobs.delete(url);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href)!;
      void blob.arrayBuffer().then((buffer) => saved.push({ name: this.download, bytes: new Uint8Array(buffer) }));
    });
  });

  test('fetches the picture and saves its bytes under the row’s file name', async () => {
    renderAt('diya-patel');
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('certificate-diya-patel.png');
    expect(saved[0]!.bytes).toEqual(PICTURE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a picture that cannot be fetched saves nothing and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.use(
      http.get(apiUrl('/v1/achievements'), () =>
        HttpResponse.json({ achievements: [{ id: 'lost', title: 'Lost', subtitle: 'Gone', imageFile: 'missing.png' }] }),
      ),
    );
    renderAt('lost');
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture could not be downloaded. Please try again.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});
