import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { PrivacyRequestForm } from './PrivacyRequestForm';

interface Sent {
  template_id: string;
  template_params: Record<string, string>;
}
let sent: Sent[];
let teamAnswer: () => Response;

setupApiServer(
  http.post(emailSendUrl, async ({ request }) => {
    const email = (await request.json()) as Sent;
    sent.push(email);
    return email.template_id === 'template_privacy_request_team' ? teamAnswer() : new HttpResponse('OK');
  }),
);

beforeEach(() => {
  sent = [];
  teamAnswer = () => new HttpResponse('OK');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your e-mail'), ' meera@example.com ');
  await user.selectOptions(screen.getByLabelText('Your request'), 'Erase my data');
  await user.type(screen.getByLabelText('Details (optional)'), 'Registration GFI10042, my son Arjun');
}

test('a request e-mails the team, then acknowledges it to the visitor, and acts on nothing by itself', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PrivacyRequestForm />, {
    config: { privacy: { officerName: 'Rahul Mehta', officerEmail: 'privacy@brightminds.in' } },
  });
  expect(screen.getByText(/Nothing is changed by this form itself/)).toBeInTheDocument();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));

  expect(await screen.findByText(/Your request has reached our team/)).toBeInTheDocument();
  expect(sent.map((email) => email.template_id)).toEqual(['template_privacy_request_team', 'template_privacy_request_visitor']);
  expect(sent[0]?.template_params).toMatchObject({
    subject: 'Privacy request: Erase my data',
    body: expect.stringContaining('E-mail: meera@example.com\nRequest: Erase my data\nDetails: Registration GFI10042, my son Arjun'),
  });
  expect(sent[1]?.template_params).toMatchObject({
    email: 'meera@example.com',
    ourMail: 'privacy@brightminds.in',
    body: expect.stringContaining('Rahul Mehta will then reply'),
  });
  expect(screen.getByLabelText('Your e-mail')).toHaveValue('');
});

test('missing fields get messages beside them and nothing is sent', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PrivacyRequestForm />);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription('Please enter your e-mail address.');
  expect(screen.getByLabelText('Your request')).toHaveAccessibleDescription('Please choose a request from the list.');
  expect(sent).toEqual([]);
});

test('when the team cannot be reached the form says so, keeps what was typed and sends no acknowledgement', async () => {
  teamAnswer = () => new HttpResponse('down', { status: 500 });
  const user = userEvent.setup();
  renderWithProviders(<PrivacyRequestForm />);
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent.');
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(screen.getByLabelText('Your e-mail')).toHaveValue('meera@example.com');
  expect(screen.getByLabelText('Details (optional)')).toHaveValue('Registration GFI10042, my son Arjun');
});
