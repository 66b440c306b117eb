import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import { applicationRecord, registrationRecord } from '../../../testing/records';
import RecordsPage from './RecordsPage';
import { PAGE_SIZE } from '../api/records';
import { signedInAtDesk, letSubmitsNavigate, renderInSession } from '../../../testing/renderInSession';

// On a phone (the browser's matchMedia says the screen is narrow) the lists show a card a record,
// with large Call and WhatsApp buttons, and fold their filters behind one button.

let asked: URLSearchParams[];
let patched: unknown[];

setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/registrations'), ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      records: [
        registrationRecord({ receivedAt: '2026-12-31T18:30:00.000Z', followUpOn: '2026-11-26', owner: 'desk@academy.example' }),
        registrationRecord({
          registrationNumber: 'GFI10041',
          childName: '',
          parentName: '',
          mobileNumber: '',
          countryCode: '',
          email: '',
          erasedAt: '2026-11-25T10:00:00.000Z',
        }),
      ],
      total: 2,
    });
  }),
  http.get(apiUrl('/office/applications'), () => HttpResponse.json({ records: [applicationRecord()], total: 1 })),
  http.patch(apiUrl('/office/registrations/GFI10042'), async ({ request }) => {
    const body = (await request.json()) as { status: 'contacted' };
    patched.push(body);
    return HttpResponse.json(registrationRecord({ receivedAt: '2026-12-31T18:30:00.000Z', ...body }));
  }),
);

letSubmitsNavigate();

beforeEach(() => {
  asked = [];
  patched = [];
  // A phone's screen: every media query the office asks (only the phone's) matches.
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

const renderList = (kind: 'registrations' | 'applications', route = `/${kind}`) => renderInSession(<RecordsPage kind={kind} />, { route });

const cardOf = async (number: string): Promise<HTMLElement> => screen.findByRole('article', { name: number });

test('a registration is a card: its number links to its page with the search, then who, when, and the two large buttons', async () => {
  renderList('registrations', '/registrations?q=GFI&page=2');
  const card = await cardOf('GFI10042');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'GFI10042' })).toHaveAttribute('href', '/registrations/GFI10042?q=GFI&page=2');
  expect(card).toHaveTextContent('Received 01/01/2027 12:00 AM IST');
  expect(card).toHaveTextContent('Arjun (parent Meera Rao) · Coding');
  expect(card).toHaveTextContent('meera@example.com');
  expect(within(card).getByRole('link', { name: 'Call +919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(within(card).getByRole('link', { name: 'WhatsApp Meera Rao (opens in a new tab)' }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/919876543210\?text=Hello%20Meera%20Rao/,
  );
  expect(within(card).getByLabelText('Status of GFI10042')).toHaveValue('new');
  expect(card).toHaveTextContent('Follow up 26/11/2026 · Owner desk@academy.example');
  expect(screen.getByText('2 registrations')).toBeInTheDocument();
});

test('an erased registration\'s card reads "(erased)" with no button to call or write', async () => {
  renderList('registrations');
  const card = await cardOf('GFI10041');
  expect(card).toHaveTextContent('(erased) · Coding');
  expect(card).toHaveTextContent('No number');
  expect(within(card).queryByRole('link', { name: /Call|WhatsApp/ })).not.toBeInTheDocument();
});

test("a status chosen on a card is sent at once and the card shows the server's answer", async () => {
  const user = userEvent.setup();
  renderList('registrations');
  const card = await cardOf('GFI10042');
  await user.selectOptions(within(card).getByLabelText('Status of GFI10042'), 'contacted');
  expect(await within(card).findByText('GFI10042 saved.')).toBeInTheDocument();
  expect(within(card).getByLabelText('Status of GFI10042')).toHaveValue('contacted');
  expect(patched).toEqual([{ status: 'contacted' }]);
});

test('an application is a card with the subject the applicant is expert in', async () => {
  renderList('applications');
  const card = await cardOf('TGFI2001');
  expect(card).toHaveTextContent('Kavya Iyer · Vedic Math');
  expect(within(card).getByRole('link', { name: 'Call +919812345678' })).toHaveAttribute('href', 'tel:+919812345678');
});

test('the filters are folded behind a button counting those applied; applying folds them again and the button keeps the focus', async () => {
  const user = userEvent.setup();
  renderList('registrations', '/registrations?view=my-due');
  await cardOf('GFI10042');
  const toggle = screen.getByRole('button', { name: 'Filters (1 applied)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const filters = screen.getByRole('search', { name: 'Filters' });
  expect(within(filters).getByLabelText('Show')).toHaveValue('my-due');
  await user.selectOptions(within(filters).getByLabelText('Status'), 'new');
  await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

  expect(await screen.findByRole('button', { name: 'Filters (2 applied)' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (2 applied)' })).toHaveFocus());
  await waitFor(() => expect(asked.map((params) => params.toString())).toContain(`view=my-due&status=new&page=1&limit=${PAGE_SIZE}`));
});

test('Export on a phone applies a search typed, and the filters stay open to say so and to be pressed again', async () => {
  const user = userEvent.setup();
  renderList('registrations');
  await cardOf('GFI10042');
  await user.click(screen.getByRole('button', { name: 'Filters (0 applied)' }));
  await user.type(screen.getByLabelText('Search'), 'Meera');
  await user.click(screen.getByRole('link', { name: 'Export CSV (2 registrations)' }));
  expect(await screen.findByText(/The filters you typed are applied first/)).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Filters (1 applied)' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Export CSV (2 registrations)' })).toHaveAttribute(
    'href',
    apiUrl('/office/registrations.csv?q=Meera'),
  );
});
