import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, createManualClock, http, setupApiServer } from '@academy/shared/testing';
import { registrationRecord } from '../../../testing/records';
import RecordsPage from './RecordsPage';
import { signedInAtDesk, letSubmitsNavigate, renderInSession } from '../../../testing/renderInSession';

// The list's tools for a day's work: headings that sort, the Today and This week shortcuts (India's
// calendar, from the clock), saved views per signed-in person, and bulk status and owner changes.

let asked: URLSearchParams[];
let bulkBodies: unknown[];

const RECORDS = [
  registrationRecord({ registrationNumber: 'GFI1', childName: 'Asha', version: 'v-one' }),
  registrationRecord({ registrationNumber: 'GFI2', childName: 'Bala', version: 'v-two' }),
  registrationRecord({ registrationNumber: 'GFI3', childName: 'Chitra', version: 'v-three' }),
];

setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/registrations'), ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ records: RECORDS, total: RECORDS.length });
  }),
  http.patch(apiUrl('/office/registrations/GFI1'), async ({ request }) => {
    const body = (await request.json()) as { status: 'contacted' };
    return HttpResponse.json({ ...RECORDS[0], ...body, version: 'v-one-saved' });
  }),
  http.post(apiUrl('/office/registrations/bulk'), async ({ request }) => {
    bulkBodies.push(await request.json());
    return HttpResponse.json({ changed: ['GFI1'], changedSince: ['GFI2'], notFound: [] });
  }),
);

letSubmitsNavigate();

beforeEach(() => {
  asked = [];
  bulkBodies = [];
  localStorage.clear();
});

const renderList = (route = '/registrations', clock = createManualClock('2026-11-25T06:00:00.000Z')) =>
  renderInSession(<RecordsPage kind="registrations" />, { route, clock });
const lastAsked = () => asked.at(-1)?.toString();

test('a heading sorts the list by its column, then the other way; the export follows the order', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('rowheader', { name: 'GFI1' });
  const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  expect(heading('Received')).toHaveAttribute('aria-sort', 'descending');
  expect(heading('Name')).toHaveAttribute('aria-sort', 'none');

  await user.click(within(heading('Name')).getByRole('button'));
  await waitFor(() => expect(lastAsked()).toBe('sort=name&dir=asc&page=1&limit=50'));
  expect(heading('Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(heading('Received')).toHaveAttribute('aria-sort', 'none');
  expect(screen.getByRole('link', { name: /^Export CSV/ })).toHaveAttribute('href', apiUrl('/office/registrations.csv?sort=name&dir=asc'));

  await user.click(within(heading('Name')).getByRole('button'));
  await waitFor(() => expect(lastAsked()).toBe('sort=name&dir=desc&page=1&limit=50'));
  expect(heading('Name')).toHaveAttribute('aria-sort', 'descending');

  // A filter applied keeps the order.
  await user.type(screen.getByLabelText('Search'), 'Asha');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(lastAsked()).toBe('q=Asha&sort=name&dir=desc&page=1&limit=50'));
});

test("Today and This week set From and To on India's calendar and apply them, at midnight and on Monday", async () => {
  const user = userEvent.setup();
  // 18:30 UTC on 22 November is midnight in India: Monday 23 November begins.
  const clock = createManualClock('2026-11-22T18:29:00.000Z');
  renderList('/registrations?status=new', clock);
  await screen.findByRole('rowheader', { name: 'GFI1' });

  await user.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(lastAsked()).toBe('status=new&from=2026-11-22&to=2026-11-22&page=1&limit=50'));
  expect(screen.getByLabelText('From (DD/MM/YYYY)')).toHaveValue('22/11/2026');
  // Sunday: This week runs from Monday the 16th.
  await user.click(screen.getByRole('button', { name: 'This week' }));
  await waitFor(() => expect(lastAsked()).toBe('status=new&from=2026-11-16&to=2026-11-22&page=1&limit=50'));

  clock.set('2026-11-22T18:30:00.000Z');
  await user.click(screen.getByRole('button', { name: 'This week' }));
  await waitFor(() => expect(lastAsked()).toBe('status=new&from=2026-11-23&to=2026-11-23&page=1&limit=50'));
  expect(screen.getByLabelText('From (DD/MM/YYYY)')).toHaveValue('23/11/2026');
  expect(screen.getByLabelText('To (DD/MM/YYYY)')).toHaveValue('23/11/2026');
  await user.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(lastAsked()).toBe('status=new&from=2026-11-23&to=2026-11-23&page=1&limit=50'));
});

test('a view is saved under a name, opened again in one click with its filters and order, and deleted', async () => {
  const user = userEvent.setup();
  renderList('/registrations?view=mine&sort=name&dir=asc&page=2');
  await screen.findByRole('rowheader', { name: 'GFI1' });
  const views = screen.getByRole('group', { name: 'Saved views' });
  expect(
    within(views)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Save view']);

  await user.click(within(views).getByRole('button', { name: 'Save view' }));
  expect(within(views).getByText('Give the view a name.')).toBeInTheDocument();
  await user.type(within(views).getByLabelText('Name this view'), 'My leads by name');
  await user.click(within(views).getByRole('button', { name: 'Save view' }));
  expect(within(views).getByText('Saved the view “My leads by name”.')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('office.savedViews.registrations.desk@academy.example') ?? '[]')).toEqual([
    { name: 'My leads by name', query: 'view=mine&sort=name&dir=asc' },
  ]);

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lastAsked()).toBe('sort=name&dir=asc&page=1&limit=50'));
  await user.click(within(views).getByRole('button', { name: 'My leads by name' }));
  await waitFor(() => expect(lastAsked()).toBe('view=mine&sort=name&dir=asc&page=1&limit=50'));
  expect(screen.getByLabelText('Show')).toHaveValue('mine');

  await user.click(within(views).getByRole('button', { name: 'Delete the saved view My leads by name' }));
  expect(within(views).queryByRole('button', { name: 'My leads by name' })).not.toBeInTheDocument();
  expect(
    within(views)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Save view']);
  expect(localStorage.getItem('office.savedViews.registrations.desk@academy.example')).toBe('[]');
});

test('records ticked get one status in one call at the versions read; those changed since are counted apart', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('rowheader', { name: 'GFI1' });
  expect(screen.queryByRole('group', { name: /selected/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(screen.getByRole('group', { name: '3 selected' })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select GFI3' }));
  expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);
  const bar = screen.getByRole('group', { name: '2 selected' });

  await user.selectOptions(within(bar).getByLabelText('Change status'), 'contacted');
  await user.click(within(bar).getByRole('button', { name: 'Apply status' }));
  expect(await screen.findByText('1 changed; 1 changed by someone else since — reload to see them.')).toBeInTheDocument();
  expect(bulkBodies).toEqual([
    {
      records: [
        { number: 'GFI1', version: 'v-one' },
        { number: 'GFI2', version: 'v-two' },
      ],
      status: 'contacted',
    },
  ]);
  // The list is read again and nothing stays ticked.
  await waitFor(() => expect(asked).toHaveLength(2));
  expect(screen.getByRole('checkbox', { name: 'Select GFI1' })).not.toBeChecked();
});

test('records ticked get one owner', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('rowheader', { name: 'GFI1' });
  await user.click(screen.getByRole('checkbox', { name: 'Select GFI3' }));
  const bar = screen.getByRole('group', { name: '1 selected' });
  expect(within(bar).getByRole('button', { name: 'Apply owner' })).toBeDisabled();
  await user.type(within(bar).getByLabelText('Set owner'), 'coach@academy.example');
  await user.click(within(bar).getByRole('button', { name: 'Apply owner' }));
  await waitFor(() => expect(bulkBodies).toEqual([{ records: [{ number: 'GFI3', version: 'v-three' }], owner: 'coach@academy.example' }]));
});

test("a record ticked, then saved in its row, goes with its row's new version", async () => {
  const user = userEvent.setup();
  renderList();
  const row = (await screen.findByRole('rowheader', { name: 'GFI1' })).closest('tr')!;
  await user.click(within(row).getByRole('checkbox', { name: 'Select GFI1' }));
  await user.selectOptions(within(row).getByLabelText('Status of GFI1'), 'contacted');
  expect(await within(row).findByText('GFI1 saved.')).toBeInTheDocument();
  const bar = screen.getByRole('group', { name: '1 selected' });
  await user.type(within(bar).getByLabelText('Set owner'), 'coach@academy.example');
  await user.click(within(bar).getByRole('button', { name: 'Apply owner' }));
  await waitFor(() =>
    expect(bulkBodies).toEqual([{ records: [{ number: 'GFI1', version: 'v-one-saved' }], owner: 'coach@academy.example' }]),
  );
});
