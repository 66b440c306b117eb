import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { chessFee as feeOf } from '@academy/shared/testing';
import { CONSENT_GIVEN, CONSENT_MESSAGE } from '@academy/shared';
import { RETRY_DELAYS_MS } from '@academy/shared/submissions';
import { RegistrationForm } from './RegistrationForm';

interface Seen {
  posts: Record<string, string>[];
  keys: (string | null)[];
  emails: { template_id: string; template_params: Record<string, string> }[];
}
let seen: Seen;
let counter: number;

const server = setupApiServer(
  http.post(apiUrl('/registrations'), async ({ request }) => {
    seen.posts.push((await request.json()) as Record<string, string>);
    seen.keys.push(request.headers.get('idempotency-key'));
    counter += 1;
    return HttpResponse.json({ registrationNumber: `GFI${counter}`, receivedAt: '2026-03-07T12:00:00.000Z' }, { status: 201 });
  }),
  http.post(emailSendUrl, async ({ request }) => {
    seen.emails.push((await request.json()) as Seen['emails'][number]);
    return new HttpResponse('OK');
  }),
  http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ fees: [feeOf({ course: 'vedicmath', feeInr: 3600, classesPerPeriod: 6 })] })),
);

beforeEach(() => {
  seen = { posts: [], keys: [], emails: [] };
  counter = 10041;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const clock = () => createManualClock('2026-03-07T12:00:00');
const consentBox = () =>
  screen.getByRole('checkbox', { name: "I am this child's parent or legal guardian, and I agree to the privacy notice" });

async function fillRequired(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('E-mail'), 'meera@example.com');
  await user.click(consentBox());
  return user;
}

test('starts with Chess, the disabled placeholder, every course and the default referral code', () => {
  renderWithProviders(<RegistrationForm />);
  const course = screen.getByLabelText('Course');
  expect(course).toHaveValue('Chess');
  const options = within(course).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Select Course',
    'Chess',
    'Coding',
    'Abacus',
    'Conceptual Math',
    'Vedic Math',
    'Other',
  ]);
  expect(options[0]).toBeDisabled();
  expect(screen.getByLabelText('Referral code')).toHaveValue('GFI10001');
  for (const label of ["Parent's name", "Child's name", 'Age', 'Address', 'Country code', 'Mobile number', 'E-mail']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }
});

test('missing or malformed required fields get messages beside them and nothing is sent', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RegistrationForm />);
  await user.type(screen.getByLabelText('Age'), 'nine');
  await user.type(screen.getByLabelText('Country code'), '+91');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter the mobile number.');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter your e-mail address.');
  expect(screen.getByLabelText('Age')).toHaveAccessibleDescription('The age must contain digits only.');
  expect(screen.getByLabelText('Country code')).toHaveAccessibleDescription('The country code must contain digits only.');
  expect(consentBox()).toHaveAccessibleDescription(CONSENT_MESSAGE);
  expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Age')).toHaveFocus();

  await user.clear(screen.getByLabelText('Age'));
  await user.clear(screen.getByLabelText('Country code'));
  await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  expect(seen.posts).toEqual([]);
});

test('without the consent box ticked the form says so beside it and sends nothing; the box links to the privacy notice', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RegistrationForm />);
  expect(within(consentBox().parentElement as HTMLElement).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await fillRequired(user);
  await user.click(consentBox());
  expect(consentBox()).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(consentBox()).toHaveAccessibleDescription(CONSENT_MESSAGE);
  expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
  expect(seen.posts).toEqual([]);
});

test('markup or a formula start is refused by the form as the server would refuse it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RegistrationForm />);
  await fillRequired(user);
  await user.type(screen.getByLabelText("Parent's name"), 'Meera <b>');
  await user.type(screen.getByLabelText('Address'), '=HYPERLINK("x")');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByLabelText("Parent's name")).toHaveAccessibleDescription("The parent's name must not contain < or >.");
  expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('The address must not start with =, +, - or @.');
  expect(seen.posts).toEqual([]);
});

test('a registration is one POST of the trimmed values; the overlay shows the number the server issued, and the page sends no e-mail (the server does)', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  await user.selectOptions(screen.getByLabelText('Course'), 'Vedic Math');
  await user.type(screen.getByLabelText("Parent's name"), '  Meera Rao ');
  await user.type(screen.getByLabelText("Child's name"), ' Arjun');
  await user.type(screen.getByLabelText('Age'), ' 9 ');
  await user.type(screen.getByLabelText('Address'), ' Baner, Pune ');
  await user.type(screen.getByLabelText('Country code'), '91 ');
  await user.type(screen.getByLabelText('Mobile number'), ' 9876543210 ');
  await user.type(screen.getByLabelText('E-mail'), ' meera@example.com ');
  await user.click(consentBox());
  await user.click(screen.getByRole('button', { name: 'Register' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your registration is successful!' });
  expect(within(dialog).getByText('GFI10042')).toBeInTheDocument();
  expect(within(dialog).getByText('Below is your Registration Number')).toBeInTheDocument();
  expect(within(dialog).getByText('Please check your email for further details.')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Contact us for more information' })).toHaveAttribute(
    'href',
    'mailto:support@gfi-academy.example',
  );
  expect(within(dialog).getByRole('heading', { name: 'Explore More Classes' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Vedic Math: ₹3,600 / month · 6 classes (₹600 a class) · up to 6 children · 60 min');
  expect(
    within(dialog)
      .getAllByRole('link')
      .slice(2)
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/courses/chess', '/courses/coding', '/courses/abacus', '/courses/conceptualmath', '/courses/vedicmath']);
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

  expect(seen.posts).toEqual([
    {
      course: 'Vedic Math',
      parentName: 'Meera Rao',
      childName: 'Arjun',
      age: '9',
      address: 'Baner, Pune',
      countryCode: '91',
      mobileNumber: '9876543210',
      email: 'meera@example.com',
      referralCode: 'GFI10001',
      consent: CONSENT_GIVEN,
      website: '',
    },
  ]);
  // The confirmation and the team's notice are the server's to send, from its outbox.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(seen.emails).toEqual([]);

  // After success: course back to Chess, every other field cleared, the referral code included.
  expect(screen.getByLabelText('Course')).toHaveValue('Chess');
  for (const label of ["Parent's name", "Child's name", 'Age', 'Address', 'Country code', 'Mobile number', 'E-mail', 'Referral code']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
});

test('a failure shows a clear message beside the button, keeps the input and re-enables the button', async () => {
  server.use(
    http.post(apiUrl('/registrations'), () =>
      HttpResponse.json({ error: 'Something went wrong on our side. Please try again later.' }, { status: 500 }),
    ),
  );
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  const user = await fillRequired();
  await user.type(screen.getByLabelText("Child's name"), 'Arjun');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again later.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  expect(screen.getByLabelText('E-mail')).toHaveValue('meera@example.com');
  expect(screen.getByLabelText("Child's name")).toHaveValue('Arjun');
  expect(screen.getByLabelText('Referral code')).toHaveValue('GFI10001');
  expect(seen.emails).toEqual([]);
  expect(console.error).toHaveBeenCalled();
});

test("the server's refusal of a field is shown beside that field and above the button", async () => {
  const message = 'The mobile number must be at most 15 digits.';
  server.use(
    http.post(apiUrl('/registrations'), () => HttpResponse.json({ error: message, fields: { mobileNumber: message } }, { status: 400 })),
  );
  renderWithProviders(<RegistrationForm />);
  const user = await fillRequired();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(message);
  expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
});

test('a dropped answer is resent with the same key; the replayed number is shown', async () => {
  let attempts = 0;
  server.use(
    http.post(apiUrl('/registrations'), async ({ request }) => {
      attempts += 1;
      seen.keys.push(request.headers.get('idempotency-key'));
      // The first attempt is stored by the server but its answer never arrives.
      if (attempts === 1) return HttpResponse.error();
      return HttpResponse.json(
        { registrationNumber: 'GFI10042', receivedAt: '2026-03-07T12:00:00.000Z' },
        { status: 201, headers: { 'Idempotent-Replayed': 'true' } },
      );
    }),
  );
  const manual = clock();
  renderWithProviders(<RegistrationForm />, { clock: manual });
  const user = await fillRequired();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Still trying…')).toBeInTheDocument();
  act(() => manual.advance(RETRY_DELAYS_MS[0]!));

  const dialog = await screen.findByRole('dialog', { name: 'Your registration is successful!' });
  expect(within(dialog).getByText('GFI10042')).toBeInTheDocument();
  expect(seen.keys).toHaveLength(2);
  expect(seen.keys[0]).toBe(seen.keys[1]);
  expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();
});

test('each press of the button is a new submission with a new key; a 4xx is not retried', async () => {
  const refusals: (string | null)[] = [];
  server.use(
    http.post(apiUrl('/registrations'), ({ request }) => {
      refusals.push(request.headers.get('idempotency-key'));
      return HttpResponse.json({ error: 'Too many requests from your address. Please wait a minute and try again.' }, { status: 429 });
    }),
  );
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  const user = await fillRequired();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from your address.');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(refusals).toHaveLength(2));
  expect(refusals[0]).not.toBe(refusals[1]);
  expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();
});

test('the button is disabled with a spinner while the registration runs', async () => {
  let release: () => void = () => undefined;
  server.use(
    http.post(apiUrl('/registrations'), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ registrationNumber: 'GFI10042', receivedAt: '2026-03-07T12:00:00.000Z' }, { status: 201 });
    }),
  );
  renderWithProviders(<RegistrationForm />);
  const user = await fillRequired();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  const button = await screen.findByRole('button', { name: /Register/ });
  await waitFor(() => expect(button).toBeDisabled());
  expect(within(button).getByRole('status')).toHaveTextContent('Registering…');
  release();
  await screen.findByRole('dialog');
});

test('a filled honeypot is refused with the neutral sentence and nothing is sent', async () => {
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  const user = await fillRequired();
  const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await user.type(honeypot, 'http://spam.example');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be accepted. Please reload the page and try again.');
  expect(seen.posts).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
