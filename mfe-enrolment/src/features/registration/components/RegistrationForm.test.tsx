import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { RegistrationForm } from './RegistrationForm';

interface Seen {
  gets: string[];
  puts: unknown[];
  posts: unknown[];
  emails: { template_id: string; template_params: Record<string, string> }[];
}
let seen: Seen;
let counter: number;

const server = setupApiServer(
  http.get(apiUrl('/values'), ({ request }) => {
    seen.gets.push(new URL(request.url).search);
    return HttpResponse.json(counter);
  }),
  http.put(apiUrl('/values'), async ({ request }) => {
    const body = (await request.json()) as { cell: string; updatedValue: number };
    seen.puts.push(body);
    if (body.updatedValue !== counter + 1) return HttpResponse.json({ error: 'The counter has moved on.', value: counter }, { status: 409 });
    counter = body.updatedValue;
    return HttpResponse.json({ value: counter });
  }),
  http.post(apiUrl('/new-registration'), async ({ request }) => {
    const body = (await request.json()) as { values: string[][] };
    seen.posts.push(body);
    return HttpResponse.json({ ok: true, registrationNumber: body.values[0]![1] });
  }),
  http.post(emailSendUrl, async ({ request }) => {
    seen.emails.push((await request.json()) as Seen['emails'][number]);
    return new HttpResponse('OK');
  }),
);

beforeEach(() => {
  seen = { gets: [], puts: [], posts: [], emails: [] };
  counter = 10041;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const clock = () => createManualClock('2026-03-07T12:00:00');

async function fillRequired(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('E-mail'), 'meera@example.com');
  return user;
}

test('starts with Chess, the disabled placeholder, every course and the default referral code', () => {
  renderWithProviders(<RegistrationForm />);
  const course = screen.getByLabelText('Course');
  expect(course).toHaveValue('Chess');
  const options = within(course).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Select Course', 'Chess', 'Coding', 'Abacus', 'Conceptual Math', 'Vedic Math', 'Other']);
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
  expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Age')).toHaveFocus();

  await user.clear(screen.getByLabelText('Age'));
  await user.clear(screen.getByLabelText('Country code'));
  await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  expect(seen.gets).toEqual([]);
});

test('a registration reads A2, takes the next number, posts the trimmed row, sends both e-mails and shows the overlay', async () => {
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
  await user.click(screen.getByRole('button', { name: 'Register' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your registration is successful!' });
  expect(within(dialog).getByText('GFI10042')).toBeInTheDocument();
  expect(within(dialog).getByText('Below is your Registration Number')).toBeInTheDocument();
  expect(within(dialog).getByText('Please check your email for further details.')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Contact us for more information' })).toHaveAttribute('href', 'mailto:support@gfi-academy.example');
  expect(within(dialog).getByRole('heading', { name: 'Explore More Classes' })).toBeInTheDocument();
  expect(within(dialog).getAllByRole('link').slice(1).map((a) => a.getAttribute('href'))).toEqual([
    '/courses/chess', '/courses/coding', '/courses/abacus', '/courses/conceptualmath', '/courses/vedicmath',
  ]);
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

  expect(seen.gets).toEqual(['?cell=A2']);
  expect(seen.puts).toEqual([{ cell: 'A2', updatedValue: 10042 }]);
  expect(seen.posts).toEqual([
    {
      values: [['07/03/2026', 'GFI10042', 'Vedic Math', 'Meera Rao', 'Arjun', '9', 'Baner, Pune', '91', '9876543210', 'meera@example.com', 'GFI10001']],
      website: '',
    },
  ]);
  await waitFor(() => expect(seen.emails).toHaveLength(2));
  const byTemplate = Object.fromEntries(seen.emails.map((e) => [e.template_id, e]));
  expect(byTemplate.template_registration_registrant).toEqual({
    lib_version: expect.any(String),
    user_id: 'local-public-key',
    service_id: 'service_local',
    template_id: 'template_registration_registrant',
    template_params: {
      email: 'meera@example.com',
      subject: expect.any(String),
      body: expect.stringMatching(/Vedic Math.*GFI10042/),
      whatsapp: expect.stringContaining('https://wa.me/919876543210'),
      contactInfo: 'Phone: +91 98765 43210 | E-mail: support@gfi-academy.example',
    },
  });
  expect(byTemplate.template_registration_team!.template_params).toEqual({
    subject: expect.stringContaining('GFI10042'),
    body: expect.stringMatching(/meera@example\.com[\s\S]*GFI10042[\s\S]*07\/03\/2026[\s\S]*12:00:00/),
  });

  // SPEC §4: course back to Chess, every other field cleared, the referral code included.
  expect(screen.getByLabelText('Course')).toHaveValue('Chess');
  for (const label of ["Parent's name", "Child's name", 'Age', 'Address', 'Country code', 'Mobile number', 'E-mail', 'Referral code']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
});

test('when another visitor took the number first, it re-reads the counter and retries', async () => {
  server.use(
    http.put(apiUrl('/values'), async ({ request }) => {
      const body = (await request.json()) as { cell: string; updatedValue: number };
      seen.puts.push(body);
      if (seen.puts.length === 1) {
        counter += 1; // someone else got 10042 between our read and our write
        return HttpResponse.json({ error: 'The counter has moved on.', value: counter }, { status: 409 });
      }
      counter = body.updatedValue;
      return HttpResponse.json({ value: counter });
    }),
  );
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('GFI10043')).toBeInTheDocument();
  expect(seen.gets).toEqual(['?cell=A2', '?cell=A2']);
  expect(seen.puts).toEqual([{ cell: 'A2', updatedValue: 10042 }, { cell: 'A2', updatedValue: 10043 }]);
});

test('a failure shows a clear message beside the button, keeps the input and re-enables the button', async () => {
  server.use(http.post(apiUrl('/new-registration'), () => HttpResponse.json({ error: 'The mobile number must be at most 15 digits.' }, { status: 400 })));
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  const user = await fillRequired();
  await user.type(screen.getByLabelText("Child's name"), 'Arjun');
  await user.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The mobile number must be at most 15 digits.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  expect(screen.getByLabelText('E-mail')).toHaveValue('meera@example.com');
  expect(screen.getByLabelText("Child's name")).toHaveValue('Arjun');
  expect(screen.getByLabelText('Referral code')).toHaveValue('GFI10001');
  expect(seen.emails).toEqual([]);
  expect(console.error).toHaveBeenCalled();
});

test('an unreachable server and a counter that never settles get their own sentences', async () => {
  server.use(http.get(apiUrl('/values'), () => HttpResponse.error()));
  renderWithProviders(<RegistrationForm />);
  const user = await fillRequired();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server. Please check your connection and try again.');

  server.use(
    http.get(apiUrl('/values'), () => HttpResponse.json(5)),
    http.put(apiUrl('/values'), () => HttpResponse.json({ error: 'moved', value: 9 }, { status: 409 })),
  );
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Many people are registering right now. Please try again in a moment.'));
});

test('the button is disabled with a spinner while the registration runs', async () => {
  let release: () => void = () => undefined;
  server.use(
    http.get(apiUrl('/values'), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(counter);
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

test('failed e-mails are only logged and never undo the registration', async () => {
  server.use(http.post(emailSendUrl, () => new HttpResponse('Service unavailable', { status: 503 })));
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('GFI10042')).toBeInTheDocument();
  await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Registration e-mail'), expect.anything()));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the honeypot travels as the top-level website field', async () => {
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  const user = await fillRequired();
  const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await user.type(honeypot, 'http://spam.example');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(seen.posts).toHaveLength(1));
  expect(seen.posts[0]).toMatchObject({ website: 'http://spam.example' });
});
