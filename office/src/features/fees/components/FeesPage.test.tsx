import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import type { FeeRecord } from '@academy/contracts/records';
import { renderInSession, signedInAtDesk } from '../../../testing/renderInSession';
import FeesPage from './FeesPage';

// The Fees page: every course of the catalogue, its fee or "Not published"; what staff type
// reaches the API as numbers; the server's refusals show beside their fields.

let stored: FeeRecord[];
let received: { method: string; path: string; body: unknown }[];

const chess: FeeRecord = {
  course: 'chess',
  feeInr: 150000,
  period: 'month' as const,
  classesPerPeriod: 8,
  periodConfirmed: true,
  batchSize: 6,
  classMinutes: 60,
  included: 'Eight live classes a month',
  updatedAt: '2026-11-25T13:30:00.000Z',
};

const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/fees'), () => HttpResponse.json({ fees: stored })),
  http.post(apiUrl('/office/fees'), async ({ request }) => {
    const body = (await request.json()) as FeeRecord;
    received.push({ method: 'POST', path: '/office/fees', body });
    stored = [...stored, { ...body, periodConfirmed: true, updatedAt: '2026-11-25T14:00:00.000Z' }];
    return HttpResponse.json(body, { status: 201 });
  }),
  http.put(apiUrl('/office/fees/:course'), async ({ request, params }) => {
    received.push({ method: 'PUT', path: `/office/fees/${String(params.course)}`, body: await request.json() });
    return HttpResponse.json({});
  }),
);

beforeEach(() => {
  stored = [chess];
  received = [];
});

const renderPage = () => renderInSession(<FeesPage />);

const rowOf = async (course: string) => (await screen.findByRole('rowheader', { name: course })).closest('tr') as HTMLElement;

test('each course shows its fee with Indian digit grouping, or that none is published', async () => {
  renderPage();
  expect(await rowOf('Chess')).toHaveTextContent('Chess₹1,50,0008 a monthUp to 660 minEight live classes a month');
  for (const course of ['Coding', 'Abacus', 'Conceptual Math', 'Vedic Math']) {
    expect(within(await rowOf(course)).getByRole('cell')).toHaveTextContent('Not published');
  }
});

test('a new fee is sent as numbers for a course that has none, and then shows in the list', async () => {
  const user = userEvent.setup();
  renderPage();
  await rowOf('Chess');
  const courses = screen.getByLabelText(/^Course/);
  expect(
    within(courses)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a course', 'Coding', 'Abacus', 'Conceptual Math', 'Vedic Math']);
  await user.selectOptions(courses, 'abacus');
  await user.type(screen.getByLabelText(/^Fee \(/), '3000');
  await user.selectOptions(screen.getByLabelText(/^Pays for/), 'level');
  await user.type(screen.getByLabelText(/^Classes it covers/), '24');
  await user.type(screen.getByLabelText(/^Batch size/), '8');
  await user.type(screen.getByLabelText(/^Class length/), '45');
  await user.type(screen.getByLabelText(/^What is included/), 'Abacus kit and weekly practice sheets');
  await user.click(screen.getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('The fee is published.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'POST',
      path: '/office/fees',
      body: {
        course: 'abacus',
        feeInr: 3000,
        period: 'level',
        classesPerPeriod: 24,
        batchSize: 8,
        classMinutes: 45,
        included: 'Abacus kit and weekly practice sheets',
      },
    },
  ]);
  expect(await rowOf('Abacus')).toHaveTextContent('₹3,000');
});

test('an empty form says what to fill in beside each field, and sends nothing', async () => {
  const user = userEvent.setup();
  renderPage();
  await rowOf('Chess');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText(/^Course/)).toHaveAccessibleDescription('Choose a course of the catalogue.');
  expect(screen.getByLabelText(/^Fee \(/)).toHaveAccessibleDescription('Enter the fee in whole rupees.');
  expect(screen.getByLabelText(/^Pays for/)).toHaveAccessibleDescription('Say what the fee pays for: a month, a level or a term.');
  expect(screen.getByLabelText(/^What is included/)).toHaveAccessibleDescription('Say what the fee includes.');
  expect(received).toEqual([]);
});

test('Edit changes a published fee with PUT, starting from its values', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Edit the fee of Chess' }));
  expect(screen.getByRole('heading', { name: 'Change the fee of Chess' })).toBeInTheDocument();
  const fee = screen.getByLabelText(/^Fee \(/);
  expect(fee).toHaveValue(150000);
  await user.clear(fee);
  await user.type(fee, '4500');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The fee is saved.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'PUT',
      path: '/office/fees/chess',
      body: { feeInr: 4500, period: 'month', classesPerPeriod: 8, batchSize: 6, classMinutes: 60, included: 'Eight live classes a month' },
    },
  ]);
});

test('a refusal of the server shows beside its field', async () => {
  server.use(
    http.post(apiUrl('/office/fees'), () =>
      HttpResponse.json({ error: 'Check the form.', fields: { feeInr: 'The fee is too large.' } }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  renderPage();
  await user.selectOptions(await screen.findByLabelText(/^Course/), 'coding');
  await user.type(screen.getByLabelText(/^Fee \(/), '9999999');
  await user.selectOptions(screen.getByLabelText(/^Pays for/), 'month');
  await user.type(screen.getByLabelText(/^Classes it covers/), '8');
  await user.type(screen.getByLabelText(/^Batch size/), '4');
  await user.type(screen.getByLabelText(/^Class length/), '60');
  await user.type(screen.getByLabelText(/^What is included/), 'Everything');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Check the form.');
  expect(screen.getByLabelText(/^Fee \(/)).toHaveAccessibleDescription('The fee is too large.');
});

test('a fee whose period was read from its old text asks the desk to confirm it, and Edit makes them choose it', async () => {
  stored = [{ ...chess, period: 'month', classesPerPeriod: null, periodConfirmed: false }];
  const user = userEvent.setup();
  renderPage();
  expect(await rowOf('Chess')).toHaveTextContent('To confirm: use Edit to choose its period and classes');
  await user.click(screen.getByRole('button', { name: 'Edit the fee of Chess' }));
  expect(screen.getByLabelText(/^Pays for/)).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText(/^Pays for/)).toHaveAccessibleDescription('Say what the fee pays for: a month, a level or a term.');
  expect(received).toEqual([]);
});
