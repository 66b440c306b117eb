import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { SessionProvider } from '../../../lib/session';
import { applicationRecord, registrationRecord } from '../../../testing/records';
import { Link, Route, Routes } from 'react-router-dom';
import RecordsPage from './RecordsPage';
import { signedInAtDesk, letSubmitsNavigate, renderInSession } from '../../../testing/renderInSession';

// The lists read the typed records: the received instant in IST, the person and the contact, and
// a status saved with a PATCH whose answer replaces the record.

let patched: unknown[];
let asked: URLSearchParams[];

const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/registrations'), ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ records: [registrationRecord({ receivedAt: '2026-12-31T18:30:00.000Z' })], total: 1 });
  }),
  http.patch(apiUrl('/office/registrations/GFI10042'), async ({ request }) => {
    const body = (await request.json()) as { status: 'contacted' };
    patched.push(body);
    return HttpResponse.json(registrationRecord({ receivedAt: '2026-12-31T18:30:00.000Z', ...body }));
  }),
);

letSubmitsNavigate();

beforeEach(() => {
  patched = [];
  asked = [];
});

const renderList = (kind: 'registrations' | 'applications', route = `/${kind}`) => renderInSession(<RecordsPage kind={kind} />, { route });

test('a registration is listed on one line: its received time in IST, the child, the course, the contact and the e-mail', async () => {
  renderList('registrations', '/registrations?q=GFI10042&page=2');
  const row = (await screen.findByRole('rowheader', { name: 'GFI10042' })).closest('tr')!;
  expect([...row.querySelectorAll('th, td')].slice(1, 7).map((cell) => cell.textContent)).toEqual([
    'GFI10042',
    '01/01/2027 12:00 AM',
    'Arjun (parent Meera Rao)',
    'Coding',
    'Call +919876543210WhatsApp Meera Rao (opens in a new tab)',
    'meera@example.com',
  ]);
  // The note is edited on the record's page; the row holds no text box.
  expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Call +919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(within(row).getByRole('link', { name: 'WhatsApp Meera Rao (opens in a new tab)' }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/919876543210\?text=Hello%20Meera%20Rao%2C%20this%20is%20GFI%20Academy\./,
  );
  expect(screen.getByText('1 registration')).toBeInTheDocument();
  expect(asked.map((params) => params.toString())).toEqual(['q=GFI10042&page=2&limit=50']);
});

test('a status chosen is sent at once and the answer is shown', async () => {
  const user = userEvent.setup();
  renderList('registrations');
  const row = (await screen.findByRole('rowheader', { name: 'GFI10042' })).closest('tr')!;
  await user.selectOptions(within(row).getByLabelText('Status of GFI10042'), 'contacted');
  expect(await within(row).findByText('GFI10042 saved.')).toBeInTheDocument();
  expect(within(row).getByLabelText('Status of GFI10042')).toHaveValue('contacted');
  expect(patched).toEqual([{ status: 'contacted' }]);
});

test('an application is listed with its name, what the applicant is expert in and the mobile number', async () => {
  server.use(http.get(apiUrl('/office/applications'), () => HttpResponse.json({ records: [applicationRecord()], total: 1 })));
  renderList('applications');
  const row = (await screen.findByRole('rowheader', { name: 'TGFI2001' })).closest('tr')!;
  expect([...row.querySelectorAll('th, td')].slice(1, 7).map((cell) => cell.textContent)).toEqual([
    'TGFI2001',
    '25/11/2026 07:00 PM',
    'Kavya Iyer',
    'Vedic Math',
    'Call +919812345678WhatsApp Kavya Iyer (opens in a new tab)',
    'kavya@example.com',
  ]);
});

test("the applications' subject filter is labelled Expert in and offers the careers form's own subjects; a choice is asked of the API", async () => {
  const applicationsAsked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/office/applications'), ({ request }) => {
      applicationsAsked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ records: [applicationRecord()], total: 1 });
    }),
  );
  const user = userEvent.setup();
  renderList('applications');
  await screen.findByRole('rowheader', { name: 'TGFI2001' });
  const subject = screen.getByLabelText('Expert in');
  expect(
    within(subject)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Any subject',
    'Chess',
    'Coding',
    'Abacus',
    'Conceptual Math',
    'Vedic Math',
    'Language',
    'Drawing and Painting',
    'Calligraphy',
    'German',
    'English',
    'Spanish',
    'Dance',
  ]);
  await user.selectOptions(subject, 'Calligraphy');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(applicationsAsked.at(-1)?.get('course')).toBe('Calligraphy'));
});

test('no match says so', async () => {
  server.use(http.get(apiUrl('/office/applications'), () => HttpResponse.json({ records: [], total: 0 }), { once: true }));
  renderList('applications');
  expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
});

test('a list the API cannot answer shows the error with Try again', async () => {
  server.use(http.get(apiUrl('/office/applications'), () => HttpResponse.json({ error: 'Down.' }, { status: 500 })));
  renderList('applications');
  expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
});

test("switching from Registrations to Applications never shows the other list's rows", async () => {
  let answer: () => void = () => undefined;
  server.use(
    http.get(apiUrl('/office/applications'), async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return HttpResponse.json({ records: [applicationRecord()], total: 1 });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(
    <SessionProvider>
      <nav>
        <Link to="/registrations">Registrations</Link> <Link to="/applications">Applications</Link>
      </nav>
      <Routes>
        <Route path="/registrations" element={<RecordsPage kind="registrations" />} />
        <Route path="/applications" element={<RecordsPage kind="applications" />} />
      </Routes>
    </SessionProvider>,
    { route: '/registrations' },
  );
  expect(await screen.findByRole('rowheader', { name: 'GFI10042' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Applications' }));
  expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'GFI10042' })).not.toBeInTheDocument();
  answer();
  expect(await screen.findByRole('rowheader', { name: 'TGFI2001' })).toBeInTheDocument();
  expect(screen.queryByText(/undefined/)).not.toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(2);
});

test('Export applies a search typed but not applied, then offers the file of that list with its count', async () => {
  const user = userEvent.setup();
  renderList('registrations');
  const exportLink = await screen.findByRole('link', { name: 'Export CSV (1 registration)' });
  expect(exportLink).toHaveAttribute('href', apiUrl('/office/registrations.csv'));
  await user.type(screen.getByLabelText('Search'), 'Meera');
  await user.click(exportLink);
  expect(await screen.findByText(/The filters you typed are applied first/)).toBeInTheDocument();
  await waitFor(() => expect(asked.map((params) => params.get('q'))).toEqual([null, 'Meera']));
  expect(await screen.findByRole('link', { name: 'Export CSV (1 registration)' })).toHaveAttribute(
    'href',
    apiUrl('/office/registrations.csv?q=Meera'),
  );
});

test('arrowing through the status menu saves nothing until Enter, then saves the status chosen once', async () => {
  renderList('registrations');
  const row = (await screen.findByRole('rowheader', { name: 'GFI10042' })).closest('tr')!;
  const menu = within(row).getByLabelText('Status of GFI10042');
  // A closed select changes its value on each arrow key: new → contacted → demo-booked.
  for (const value of ['contacted', 'demo-booked']) {
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.change(menu, { target: { value } });
  }
  expect(menu).toHaveValue('demo-booked');
  expect(patched).toEqual([]);
  fireEvent.keyDown(menu, { key: 'Enter' });
  expect(await within(row).findByText('GFI10042 saved.')).toBeInTheDocument();
  expect(patched).toEqual([{ status: 'demo-booked' }]);
});

test('a status reached with the arrow keys is saved when the focus leaves the menu', async () => {
  renderList('registrations');
  const row = (await screen.findByRole('rowheader', { name: 'GFI10042' })).closest('tr')!;
  const menu = within(row).getByLabelText('Status of GFI10042');
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  fireEvent.change(menu, { target: { value: 'contacted' } });
  expect(patched).toEqual([]);
  fireEvent.blur(menu);
  expect(await within(row).findByText('GFI10042 saved.')).toBeInTheDocument();
  expect(patched).toEqual([{ status: 'contacted' }]);
});

test('a day typed without slashes is refused beside its field, and the list stays', async () => {
  const user = userEvent.setup();
  renderList('registrations');
  await screen.findByRole('rowheader', { name: 'GFI10042' });
  await user.type(screen.getByLabelText('From (DD/MM/YYYY)'), '25112026');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(screen.getByText('Enter a date as DD/MM/YYYY, for example 25/11/2026.')).toBeInTheDocument();
  expect(screen.getByLabelText('From (DD/MM/YYYY)')).toHaveFocus();
  expect(screen.getByRole('rowheader', { name: 'GFI10042' })).toBeInTheDocument();
  expect(asked).toHaveLength(1);

  await user.clear(screen.getByLabelText('From (DD/MM/YYYY)'));
  await user.type(screen.getByLabelText('From (DD/MM/YYYY)'), '26/11/2026');
  await user.type(screen.getByLabelText('To (DD/MM/YYYY)'), '25/11/2026');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(screen.getByText('From is later than To. Choose a From date on or before the To date.')).toBeInTheDocument();
  expect(asked).toHaveLength(1);

  await user.clear(screen.getByLabelText('To (DD/MM/YYYY)'));
  await user.type(screen.getByLabelText('To (DD/MM/YYYY)'), '30/11/2026');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(asked.map((params) => params.toString())).toEqual(['page=1&limit=50', 'from=2026-11-26&to=2026-11-30&page=1&limit=50']),
  );
  expect(screen.getByLabelText('From (DD/MM/YYYY)')).toHaveValue('26/11/2026');
});

test("a bad day in the URL shows the API's sentence beside the field, not a failed list", async () => {
  server.use(
    http.get(apiUrl('/office/registrations'), () =>
      HttpResponse.json(
        {
          error: 'Enter a date as DD/MM/YYYY, for example 25/11/2026.',
          fields: { from: 'Enter a date as DD/MM/YYYY, for example 25/11/2026.' },
        },
        { status: 400 },
      ),
    ),
  );
  renderList('registrations', '/registrations?from=112026-11-25');
  expect(await screen.findByText('Correct the dates above to see the list.')).toBeInTheDocument();
  expect(screen.getByText('Enter a date as DD/MM/YYYY, for example 25/11/2026.')).toBeInTheDocument();
  expect(screen.queryByText('This list could not be loaded.')).not.toBeInTheDocument();
});

test('a desk view is asked of the API, and each row shows its follow-up and owner', async () => {
  server.use(
    http.get(apiUrl('/office/registrations'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ records: [registrationRecord({ followUpOn: '2026-11-20', owner: 'desk@academy.example' })], total: 1 });
    }),
  );
  const user = userEvent.setup();
  renderList('registrations');
  const row = (await screen.findByRole('rowheader', { name: 'GFI10042' })).closest('tr')!;
  expect([...row.querySelectorAll('td')].slice(-2).map((cell) => cell.textContent)).toEqual(['20/11/2026', 'desk@academy.example']);
  await user.selectOptions(screen.getByLabelText('Show'), 'Follow-ups overdue');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(asked.map((params) => params.get('view'))).toEqual([null, 'overdue']));
});

test("the demo's views are offered for registrations only, and one chosen is asked of the API", async () => {
  const user = userEvent.setup();
  renderList('registrations');
  await screen.findByRole('rowheader', { name: 'GFI10042' });
  const show = screen.getByLabelText('Show');
  for (const view of ['Needs a slot', 'No-show', 'Attended, not yet paid']) {
    expect(within(show).getByRole('option', { name: view })).toBeInTheDocument();
  }
  await user.selectOptions(show, 'Needs a slot');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(asked.map((params) => params.get('view'))).toEqual([null, 'needs-a-slot']));
});

test('applications have no demo views', async () => {
  server.use(http.get(apiUrl('/office/applications'), () => HttpResponse.json({ records: [applicationRecord()], total: 1 })));
  renderList('applications');
  const show = await screen.findByLabelText('Show');
  expect(within(show).queryByRole('option', { name: 'Needs a slot' })).not.toBeInTheDocument();
});

test('an erased registration reads "(erased)" with no number to call, and the tab is titled by the list', async () => {
  server.use(
    http.get(apiUrl('/office/registrations'), () =>
      HttpResponse.json({
        records: [
          registrationRecord({
            parentName: '',
            childName: '',
            email: '',
            countryCode: '',
            mobileNumber: '',
            erasedAt: '2026-11-26T10:00:00.000Z',
          }),
        ],
        total: 1,
      }),
    ),
  );
  renderList('registrations');
  const row = (await screen.findByRole('rowheader', { name: 'GFI10042' })).closest('tr')!;
  expect(within(row).getByText('(erased)')).toBeInTheDocument();
  expect(within(row).getByText('No number')).toBeInTheDocument();
  expect(row.textContent).not.toContain('(parent');
  expect(document.title).toBe('Registrations · GFI Academy office');
});
