import { render, screen, within } from '@testing-library/react';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, defaultConfig } from '@academy/shared';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { SessionProvider } from '../../../lib/session';
import { UnsavedChangesProvider } from '../../../lib/unsavedChanges';
import { applicationRecord, emailDelivery, registrationRecord } from '../../../testing/records';
import RecordDetailPage from './RecordDetailPage';
import { signedInAtDesk, renderInSession } from '../../../testing/renderInSession';

// A record's page as staff read it: its fields from the typed record, and where each of its two
// e-mails stands, from the API's answer at the HTTP boundary.

const server = setupApiServer(signedInAtDesk);

function openRecord(kind: OfficeRecordKind, number: string, answer: () => Response) {
  server.use(http.get(apiUrl(`/office/${kind}/${number}`), answer));
  renderInSession(<RecordDetailPage kind={kind} />, { route: `/${kind}/${number}`, path: `/${kind}/:number` });
}

const emailLines = async () => {
  const region = await screen.findByRole('region', { name: 'E-mails' });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

test('an e-mail sent shows its time in IST; one not yet tried is waiting', async () => {
  const record = registrationRecord({
    emails: [
      emailDelivery({ purpose: 'confirmation', state: 'sent', attempts: 1, sentAt: '2026-11-25T13:31:00.000Z' }),
      emailDelivery({ purpose: 'notification', state: 'pending', attempts: 0, sentAt: null, nextAttemptAt: '2026-11-25T13:30:00.000Z' }),
    ],
  });
  openRecord('registrations', 'GFI10042', () => HttpResponse.json(record));
  expect(await emailLines()).toEqual([
    'Confirmation to the person: Sent 25/11/2026 07:01 PM IST',
    'Notification to the academy: Waiting to be sent',
  ]);
});

test('an e-mail being retried says how many tries so far and when the next is; one given up says why', async () => {
  const record = applicationRecord({
    emails: [
      emailDelivery({
        purpose: 'confirmation',
        state: 'pending',
        attempts: 2,
        sentAt: null,
        nextAttemptAt: '2026-12-31T18:35:00.000Z',
        lastError: 'EmailJS answered 503',
      }),
      emailDelivery({
        purpose: 'notification',
        state: 'failed',
        attempts: 8,
        sentAt: null,
        lastError: 'EmailJS answered 400: The template ID is invalid',
      }),
    ],
  });
  openRecord('applications', 'TGFI2001', () => HttpResponse.json(record));
  expect(await emailLines()).toEqual([
    'Confirmation to the person: Retrying (2 tries so far), next try at 01/01/2027 12:05 AM IST',
    'Notification to the academy: Failed after 8 tries: EmailJS answered 400: The template ID is invalid',
  ]);
});

test('one try so far is said in the singular; a retry with no time set says only the tries', async () => {
  openRecord('registrations', 'GFI10042', () =>
    HttpResponse.json(
      registrationRecord({ emails: [emailDelivery({ state: 'pending', attempts: 1, sentAt: null, nextAttemptAt: null })] }),
    ),
  );
  expect(await emailLines()).toEqual(['Confirmation to the person: Retrying (1 try so far)']);
});

test('a record without e-mails says so', async () => {
  openRecord('registrations', 'GFI10042', () => HttpResponse.json(registrationRecord({ emails: [] })));
  const region = await screen.findByRole('region', { name: 'E-mails' });
  expect(region).toHaveTextContent('This record has no e-mails.');
});

test('an application shows the position applied for and every field by its name, with its times in IST', async () => {
  openRecord('applications', 'TGFI2001', () => HttpResponse.json(applicationRecord({ note: 'Interview on Monday.' })));
  const details = await screen.findByRole('region', { name: 'Details' });
  const lines = within(details)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(lines).toEqual([
    'Application number: TGFI2001',
    'Received: 25/11/2026 07:00 PM IST',
    'Position applied for: Abacus Trainer',
    'Name: Kavya Iyer',
    'Mobile number: 919812345678',
    'E-mail: kavya@example.com',
    'Expert in: Vedic Math',
    'Level: Advanced',
    'Years of experience: 6',
    'Status: new',
    'Note: Interview on Monday.',
    'Consent: Agreed to the privacy notice 2026-11 on 25/11/2026 07:00 PM IST',
  ]);
});

test('a registration erased shows when, and its personal fields empty', async () => {
  const erased = registrationRecord({
    parentName: '',
    childName: '',
    email: '',
    mobileNumber: '',
    address: '',
    erasedAt: '2026-11-26T04:00:00.000Z',
    consent: null,
  });
  openRecord('registrations', 'GFI10042', () => HttpResponse.json(erased));
  const details = await screen.findByRole('region', { name: 'Details' });
  expect(within(details).getByText('Personal data erased').nextElementSibling).toHaveTextContent('26/11/2026 09:30 AM IST');
  expect(within(details).getByText("Child's name").nextElementSibling).toHaveTextContent('—');
  expect(within(details).getByText('Consent').nextElementSibling).toHaveTextContent('Not recorded (received before consent was asked)');
  expect(screen.getByRole('region', { name: 'Personal data' })).toHaveTextContent('Personal data erased on 26/11/2026 09:30 AM IST.');
});

test('a number the API does not know is said to be no record', async () => {
  openRecord('registrations', 'GFI99999', () => HttpResponse.json({ error: 'There is no registration GFI99999.' }, { status: 404 }));
  expect(await screen.findByText('There is no such record.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'E-mails' })).toBeNull();
});

test('a failed load says so and Try again loads the record', async () => {
  let calls = 0;
  openRecord('registrations', 'GFI10042', () => {
    calls += 1;
    return calls === 1 ? HttpResponse.json({ error: 'Down.' }, { status: 500 }) : HttpResponse.json(registrationRecord());
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This list could not be loaded.');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await emailLines()).toEqual([
    'Confirmation to the person: Sent 25/11/2026 07:01 PM IST',
    'Notification to the academy: Sent 25/11/2026 07:01 PM IST',
  ]);
});

test("a note typed and not saved asks before leaving; Back to the list keeps the list's filters", async () => {
  server.use(http.get(apiUrl('/office/registrations/GFI10042'), () => HttpResponse.json(registrationRecord())));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <UnsavedChangesProvider>
              <Routes>
                <Route path="/registrations" element={<ListLocation />} />
                <Route path="/registrations/:number" element={<RecordDetailPage kind="registrations" />} />
              </Routes>
            </UnsavedChangesProvider>
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: ['/registrations/GFI10042?q=Meera&page=2'] },
  );
  render(
    <AppProviders config={defaultConfig}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup();
  const back = await screen.findByRole('link', { name: 'Back to the list' });
  expect(back).toHaveAttribute('href', '/registrations?q=Meera&page=2');
  await user.type(await screen.findByLabelText('Note on GFI10042'), 'Call back at 6');
  const closing = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(closing);
  expect(closing.defaultPrevented).toBe(true);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await user.click(back);
  expect(confirm).toHaveBeenCalledWith('A note you typed is not saved. Leave this page and lose it?');
  expect(screen.getByLabelText('Note on GFI10042')).toHaveValue('Call back at 6');
  await user.click(back);
  expect(await screen.findByText('The list at ?q=Meera&page=2')).toBeInTheDocument();
  confirm.mockRestore();
});

function ListLocation() {
  return <p>The list at {useLocation().search}</p>;
}

test("a save that meets someone else's change says what they changed and keeps the note typed", async () => {
  let reads = 0;
  const ifMatch: Array<string | null> = [];
  server.use(
    http.get(apiUrl('/office/registrations/GFI10042'), () => {
      reads += 1;
      return HttpResponse.json(
        reads === 1 ? registrationRecord() : registrationRecord({ status: 'contacted', note: 'Called at 10', version: 'v2' }),
      );
    }),
    http.patch(apiUrl('/office/registrations/GFI10042'), ({ request }) => {
      ifMatch.push(request.headers.get('if-match'));
      return HttpResponse.json({ error: 'Someone changed this record since you opened it. Nothing was saved.' }, { status: 412 });
    }),
  );
  renderInSession(<RecordDetailPage kind="registrations" />, { route: '/registrations/GFI10042', path: '/registrations/:number' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Note on GFI10042'), 'Left a voicemail');
  await user.click(screen.getByRole('button', { name: 'Save note' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'GFI10042 was changed by someone else since you opened it. Nothing was saved. The status is now contacted (it was new). ' +
      'The note is now: “Called at 10”. Your note is kept in the box: save it again to replace theirs.',
  );
  expect(ifMatch).toEqual(['"v1"']);
  expect(screen.getByLabelText('Note on GFI10042')).toHaveValue('Left a voicemail');
  expect(screen.getByLabelText('Status of GFI10042')).toHaveValue('contacted');
});

test("a follow-up day typed DD/MM/YYYY and the owner are saved with the record's version", async () => {
  const sent: Array<{ body: unknown; ifMatch: string | null }> = [];
  server.use(
    http.get(apiUrl('/office/registrations/GFI10042'), () => HttpResponse.json(registrationRecord())),
    http.patch(apiUrl('/office/registrations/GFI10042'), async ({ request }) => {
      const body = (await request.json()) as { followUpOn: string; owner: string };
      sent.push({ body, ifMatch: request.headers.get('if-match') });
      return HttpResponse.json(registrationRecord({ ...body, version: 'v2' }));
    }),
  );
  renderInSession(<RecordDetailPage kind="registrations" />, { route: '/registrations/GFI10042', path: '/registrations/:number' });
  const user = userEvent.setup();
  const day = await screen.findByLabelText('Follow up on (DD/MM/YYYY)');
  await user.type(day, '31/11/2026');
  await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
  expect(screen.getByText('Enter a date as DD/MM/YYYY, for example 25/11/2026.')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.clear(day);
  await user.type(day, '5/12/2026');
  await user.click(screen.getByRole('button', { name: 'Make me the owner' }));
  await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
  expect(await screen.findByText('The follow-up of GFI10042 is saved.')).toBeInTheDocument();
  expect(sent).toEqual([{ body: { followUpOn: '2026-12-05', owner: 'desk@academy.example' }, ifMatch: '"v1"' }]);
  expect(screen.getByLabelText('Follow up on (DD/MM/YYYY)')).toHaveValue('05/12/2026');
});
