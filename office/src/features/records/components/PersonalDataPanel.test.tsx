import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import { registrationRecord } from '../../../testing/records';
import { PersonalDataPanel } from './PersonalDataPanel';
import { signedInAtDesk, renderInSession } from '../../../testing/renderInSession';

// Correction and erasure from a record's page: the calls, the confirmation and what shows after.

const RECORD = registrationRecord();
let posted: { url: string; body: unknown; ifMatch?: string | null }[];

setupApiServer(
  signedInAtDesk,
  http.post(apiUrl('/office/registrations/GFI10042/correct'), async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    posted.push({ url: 'correct', body, ifMatch: request.headers.get('if-match') });
    return HttpResponse.json({ ...RECORD, ...body });
  }),
  http.post(apiUrl('/office/registrations/GFI10042/erase'), async ({ request }) => {
    posted.push({ url: 'erase', body: await request.json() });
    return HttpResponse.json({
      ...RECORD,
      parentName: '',
      childName: '',
      email: '',
      mobileNumber: '',
      erasedAt: '2026-11-24T18:30:00.000Z',
    });
  }),
);

beforeEach(() => {
  posted = [];
});

function renderPanel(onSaved = jest.fn()) {
  renderInSession(<PersonalDataPanel kind="registrations" number="GFI10042" record={RECORD} onSaved={onSaved} />);
  return onSaved;
}

test('a correction sends only the changed fields and says so', async () => {
  const user = userEvent.setup();
  const onSaved = renderPanel();
  await user.clear(screen.getByLabelText("Child's name"));
  await user.type(screen.getByLabelText("Child's name"), 'Arjun Rao');
  await user.click(screen.getByRole('button', { name: 'Save corrections' }));
  expect(await screen.findByText('GFI10042 corrected.')).toBeInTheDocument();
  // Sent with the version the panel shows, so a correction saved meanwhile is not overwritten.
  expect(posted).toEqual([{ url: 'correct', body: { childName: 'Arjun Rao' }, ifMatch: '"v1"' }]);
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ childName: 'Arjun Rao' }));
});

test('erasure needs a reason and a confirmation, then sends the reason', async () => {
  const user = userEvent.setup();
  const onSaved = renderPanel();
  await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
  expect(screen.getByLabelText('Reason (kept in the audit log)')).toHaveAccessibleDescription('Give the reason for the erasure.');
  expect(posted).toEqual([]);

  await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Parent asked, identity checked');
  await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
  const confirm = screen.getByRole('group', { name: 'Erase the personal data of GFI10042 now? This cannot be undone.' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(posted).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
  await user.click(screen.getByRole('button', { name: 'Erase now' }));
  expect(await screen.findByText('Personal data erased on 25/11/2026 12:00 AM IST.')).toBeInTheDocument();
  expect(posted).toEqual([{ url: 'erase', body: { reason: 'Parent asked, identity checked' } }]);
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ email: '', erasedAt: '2026-11-24T18:30:00.000Z' }));
});
