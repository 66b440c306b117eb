import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import AchievementsPage from './AchievementsPage';

const ACHIEVEMENTS = [
  { id: 'aarav-sharma', title: 'Aarav Sharma', subtitle: 'Winner, Under-10 Rapid Chess Open', imageFile: 'aarav-sharma.svg' },
  { id: 'diya-patel', title: 'Diya Patel', subtitle: 'Abacus Level 4 Champion', imageFile: 'diya-patel.png' },
];
const server = setupApiServer(http.get(apiUrl('/v1/achievements'), () => HttpResponse.json({ achievements: ACHIEVEMENTS })));

afterEach(() => jest.restoreAllMocks());

const EMPTY = 'Sorry, No Achievements Available. Please check again after sometime.';
const FAILED = 'Failed to load page. Please try again.';

test('a spinner, then one card per row linking to its detail, with a sized lazy picture from the image base URL', async () => {
  renderWithProviders(<AchievementsPage />, { config: { imageBaseUrl: 'https://img.example/gallery/' } });
  expect(screen.getByRole('status')).toHaveTextContent('Loading achievements…');

  const cards = await screen.findAllByRole('link');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveAttribute('href', '/achievements/aarav-sharma');
  expect(within(cards[0]!).getByRole('heading', { name: 'Aarav Sharma' })).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Winner, Under-10 Rapid Chess Open')).toBeInTheDocument();
  expect(cards[1]).toHaveAttribute('href', '/achievements/diya-patel');

  const picture = cards[1]!.querySelector('img')!;
  expect(picture).toHaveAttribute('src', 'https://img.example/gallery/diya-patel.png');
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(picture).toHaveAttribute('width', '800');
  expect(picture).toHaveAttribute('height', '600');
});

test("a sample certificate, known by its id, is drawn on its card in the page's type with no repeated caption; any other picture keeps its caption", async () => {
  server.use(
    http.get(apiUrl('/v1/achievements'), () =>
      HttpResponse.json({
        achievements: [...ACHIEVEMENTS, { id: 'asha-k', title: 'Asha K', subtitle: 'Chess Olympiad', imageFile: 'asha-k.svg' }],
      }),
    ),
  );
  renderWithProviders(<AchievementsPage />);
  const cards = await screen.findAllByRole('link');
  expect(cards[0]).toHaveAccessibleName('Certificate of Achievement Aarav Sharma Winner, Under-10 Rapid Chess Open');
  expect(cards[0]!.querySelector('img')).toBeNull();
  expect(within(cards[0]!).getAllByRole('heading')).toHaveLength(1);
  // An SVG staff uploaded is a picture like any other: shown, with its caption.
  expect(cards[2]!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('asha-k.svg'));
  expect(within(cards[2]!).getByRole('heading', { name: 'Asha K' })).toBeVisible();
  expect(within(cards[1]!).getByRole('heading', { name: 'Diya Patel' }).parentElement).not.toHaveClass('visually-hidden');
});

test('an empty gallery shows the empty message', async () => {
  server.use(http.get(apiUrl('/v1/achievements'), () => HttpResponse.json({ achievements: [] })));
  renderWithProviders(<AchievementsPage />);
  expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a failed load shows the red alert toast for exactly 5 s and keeps a retry that loads the gallery', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(apiUrl('/v1/achievements'), () => HttpResponse.json({ error: 'down' }, { status: 500 }), { once: true }));
  const clock = createManualClock('2026-11-22T10:00:00Z');
  renderWithProviders(<AchievementsPage />, { clock });

  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(FAILED);
  expect(logged).toHaveBeenCalledWith(FAILED, expect.anything());
  act(() => clock.advance(4999));
  expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
  act(() => clock.advance(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('The achievements could not be loaded.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Diya Patel' })).toBeInTheDocument();
});

test('a 204 answer is a failure too, not an empty gallery', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(apiUrl('/v1/achievements'), () => new HttpResponse(null, { status: 204 })));
  renderWithProviders(<AchievementsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
});
