import { screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import type { AchievementRecord } from '@academy/contracts/records';
import { renderInSession, signedInAtDesk } from '../../../testing/renderInSession';
import AchievementsPage from './AchievementsPage';

// The gallery as staff publish it: a new card's id is made from its title, and Up and Down put
// the gallery in the order sent to the API.

jest.setTimeout(30_000);

let received: { path: string; body: unknown }[];
let gallery: AchievementRecord[];
const card = (id: string, title: string): AchievementRecord => ({ id, title, subtitle: 'Club', imageFile: `${id}.jpg` });

setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/achievements'), () => HttpResponse.json({ achievements: gallery })),
  http.post(apiUrl('/office/achievements'), async ({ request }) => {
    // The multipart body's parts: each field's value, and the image's file name.
    const parts = [
      ...(await request.text()).matchAll(/name="(\w+)"(?:; filename="([^"]+)")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g),
    ];
    received.push({ path: '/office/achievements', body: Object.fromEntries(parts.map(([, name, file, value]) => [name, file ?? value])) });
    return HttpResponse.json({}, { status: 201 });
  }),
  http.put(apiUrl('/office/achievements/order'), async ({ request }) => {
    const body = (await request.json()) as { ids: string[] };
    received.push({ path: '/office/achievements/order', body });
    gallery = body.ids.map((id) => gallery.find((a) => a.id === id)!);
    return HttpResponse.json({ achievements: gallery });
  }),
);

beforeEach(() => {
  received = [];
  gallery = [card('state-gold', 'State Gold'), card('club-silver', 'Club Silver'), card('city-bronze', 'City Bronze')];
});

const renderPage = () => renderInSession(<AchievementsPage />);

test("a new achievement's id follows its title until staff type their own", async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('rowheader', { name: /State Gold/ }, { timeout: 5_000 });
  const id = screen.getByLabelText(/^Id/);
  await user.type(screen.getByLabelText(/^Title/), 'Tara Menon: State Champion!');
  expect(id).toHaveValue('tara-menon-state-champion');
  await user.clear(id);
  await user.type(id, 'tara-2026');
  await user.type(screen.getByLabelText(/^Title/), ' 2026');
  expect(id).toHaveValue('tara-2026');

  await user.type(screen.getByLabelText(/^Subtitle/), 'Under-12');
  // A file as the test environment's FormData (Node's) takes it; a browser's input gives its own.
  await user.upload(
    screen.getByLabelText(/^Image/),
    new NodeFile(['jpeg bytes'], 'IMG_2041.jpg', { type: 'image/jpeg' }) as unknown as File,
  );
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('The achievement is added.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      path: '/office/achievements',
      body: { id: 'tara-2026', title: 'Tara Menon: State Champion! 2026', subtitle: 'Under-12', image: 'IMG_2041.jpg' },
    },
  ]);
});

test('Up and Down send the whole gallery in its new order; the ends cannot move further', async () => {
  const user = userEvent.setup();
  renderPage();
  const table = await screen.findByRole('region', { name: 'Achievements' }, { timeout: 5_000 });
  expect(within(table).getByRole('button', { name: 'Move State Gold up' })).toBeDisabled();
  expect(within(table).getByRole('button', { name: 'Move City Bronze down' })).toBeDisabled();

  await user.click(within(table).getByRole('button', { name: 'Move City Bronze up' }));
  expect(await screen.findByText('The order is saved.')).toBeInTheDocument();
  expect(received).toEqual([{ path: '/office/achievements/order', body: { ids: ['state-gold', 'city-bronze', 'club-silver'] } }]);
  await screen.findByRole('button', { name: 'Move Club Silver down' });
  const titles = within(screen.getByRole('region', { name: 'Achievements' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(titles).toEqual(['State Goldstate-gold', 'City Bronzecity-bronze', 'Club Silverclub-silver']);
  expect(screen.getByRole('button', { name: 'Move Club Silver down' })).toBeDisabled();
});
