import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createManualClock, emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { CourseRequestForm } from './CourseRequestForm';

interface Sent {
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}
let sent: Sent[];

const server = setupApiServer(
  http.post(emailSendUrl, async ({ request }) => {
    sent.push((await request.json()) as Sent);
    return new HttpResponse('OK');
  }),
);

beforeEach(() => {
  sent = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderForm() {
  const clock = createManualClock('2026-03-07T12:00:00');
  renderWithProviders(<CourseRequestForm />, { clock });
  return { clock, user: userEvent.setup() };
}

const emailInput = () => screen.getByLabelText('Your e-mail');
const courseInput = () => screen.getByLabelText('Course name');
const submit = () => screen.getByRole('button', { name: 'Notify me' });

test('the e-mail input is of type email', () => {
  renderForm();
  expect(emailInput()).toHaveAttribute('type', 'email');
});

test.each([
  ['both empty', '', ''],
  ['course empty', 'v@example.com', '   '],
  ['e-mail only spaces', '   ', 'Robotics'],
])('%s: asks for both and sends nothing', async (_, email, course) => {
  const { user } = renderForm();
  if (email) await user.type(emailInput(), email);
  if (course) await user.type(courseInput(), course);
  await user.click(submit());
  expect(await screen.findByText('Please enter Email and Course Name to proceed.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test.each([
  ['a malformed e-mail', 'not-an-email', 'Robotics', 'Please enter a valid e-mail address.'],
  ['markup in the course name', 'v@example.com', 'Robotics <b>', 'The course name must not contain < or >.'],
  ['both empty and a bad e-mail: the empty message first', 'nope', '', 'Please enter Email and Course Name to proceed.'],
])('%s is refused with its sentence and nothing is sent', async (_, email, course, message) => {
  const { user } = renderForm();
  await user.type(emailInput(), email);
  if (course) await user.type(courseInput(), course);
  await user.click(submit());
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('sends to the owner first, then the confirmation to the visitor, with trimmed values; clears both inputs', async () => {
  const { user } = renderForm();
  await user.type(emailInput(), '  visitor@example.com ');
  await user.type(courseInput(), ' Robotics  ');
  await user.click(submit());

  expect(await screen.findByText('Thank you! We have received your request and will get back to you soon.')).toBeInTheDocument();
  expect(sent.map((m) => m.template_id)).toEqual(['template_course_request_owner', 'template_course_request_visitor']);
  expect(sent[0]).toEqual({
    lib_version: expect.any(String),
    user_id: 'local-public-key',
    service_id: 'service_local',
    template_id: 'template_course_request_owner',
    template_params: { subject: expect.any(String), body: expect.stringMatching(/visitor@example\.com[\s\S]*Robotics/) },
  });
  expect(sent[1]!.template_params).toEqual({
    subject: 'Your Course Request Has Been Received!',
    body: expect.stringContaining('Robotics'),
    email: 'visitor@example.com',
    ourMail: 'support@gfi-academy.example',
  });
  expect(emailInput()).toHaveValue('');
  expect(courseInput()).toHaveValue('');
});

test('the message is still shown at 9 999 ms and gone at 10 000 ms', async () => {
  const { user, clock } = renderForm();
  await user.type(emailInput(), 'visitor@example.com');
  await user.type(courseInput(), 'Robotics');
  await user.click(submit());
  const text = 'Thank you! We have received your request and will get back to you soon.';
  await screen.findByText(text);
  act(() => clock.advance(9_999));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => clock.advance(1));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
});

test('the empty-fields message also disappears after 10 s', async () => {
  const { user, clock } = renderForm();
  await user.click(submit());
  await screen.findByText('Please enter Email and Course Name to proceed.');
  act(() => clock.advance(9_999));
  expect(screen.getByText('Please enter Email and Course Name to proceed.')).toBeInTheDocument();
  act(() => clock.advance(1));
  expect(screen.queryByText('Please enter Email and Course Name to proceed.')).not.toBeInTheDocument();
});

test('when the first send fails: the error message, the input kept, no confirmation; gone after 10 s', async () => {
  server.use(
    http.post(emailSendUrl, async ({ request }) => {
      sent.push((await request.json()) as Sent);
      return new HttpResponse('Bad Request', { status: 400 });
    }),
  );
  const { user, clock } = renderForm();
  await user.type(emailInput(), 'visitor@example.com');
  await user.type(courseInput(), 'Robotics');
  await user.click(submit());

  expect(await screen.findByText('Oops! Something went wrong. Please try again.')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(emailInput()).toHaveValue('visitor@example.com');
  expect(courseInput()).toHaveValue('Robotics');
  expect(submit()).toBeEnabled();
  act(() => clock.advance(10_000));
  expect(screen.queryByText('Oops! Something went wrong. Please try again.')).not.toBeInTheDocument();
});

test('when only the confirmation fails, the visitor still sees the thank-you', async () => {
  server.use(
    http.post(emailSendUrl, async ({ request }) => {
      const body = (await request.json()) as Sent;
      sent.push(body);
      return body.template_id === 'template_course_request_visitor'
        ? new HttpResponse('Too Many Requests', { status: 429 })
        : new HttpResponse('OK');
    }),
  );
  const { user } = renderForm();
  await user.type(emailInput(), 'visitor@example.com');
  await user.type(courseInput(), 'Robotics');
  await user.click(submit());
  expect(await screen.findByText('Thank you! We have received your request and will get back to you soon.')).toBeInTheDocument();
  expect(sent).toHaveLength(2);
  expect(console.error).toHaveBeenCalled();
});

test('the button is disabled with a spinner while sending', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(emailSendUrl, async () => {
      await gate;
      return new HttpResponse('OK');
    }),
  );
  const { user } = renderForm();
  await user.type(emailInput(), 'visitor@example.com');
  await user.type(courseInput(), 'Robotics');
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('button', { name: /Notify me/ })).toBeDisabled());
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  release();
  await screen.findByText('Thank you! We have received your request and will get back to you soon.');
  expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
});

test('a filled honeypot sends nothing', async () => {
  const { user } = renderForm();
  await user.type(emailInput(), 'bot@example.com');
  await user.type(courseInput(), 'Spam');
  await user.type(document.querySelector<HTMLInputElement>('input[name="website"]')!, 'http://spam.example');
  await user.click(submit());
  await screen.findByText('Thank you! We have received your request and will get back to you soon.');
  expect(sent).toEqual([]);
});
