import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import RegistrationPage from './RegistrationPage';

// A page waits for its session and its lists; a busy CI machine may take seconds to answer them.
configure({ asyncUtilTimeout: 5_000 });

// The page hands the form its demo step: the success overlay keeps every sentence it had and
// adds the slot picker for the registration just stored, loaded with the token the API answered.

const TOKEN = 'GFI10042.c2lnbmF0dXJl';
let demoReads: string[];
setupApiServer(
  http.post(apiUrl('/registrations'), () =>
    HttpResponse.json({ registrationNumber: 'GFI10042', receivedAt: '2026-12-01T10:00:00.000Z', demoToken: TOKEN }, { status: 201 }),
  ),
  http.get(apiUrl(`/v1/demo/${encodeURIComponent(TOKEN)}`), ({ request }) => {
    demoReads.push(request.url);
    return HttpResponse.json({
      course: 'chess',
      courseName: 'Chess',
      booking: null,
      slots: [
        {
          id: 7,
          startsAt: '2099-12-01T12:30:00.000Z',
          minutes: 45,
          course: 'chess',
          teacher: { name: 'Asha Rao', photoFile: 'asha.jpg', photoWebpFile: 'asha.webp' },
          seatsLeft: 1,
        },
      ],
    });
  }),
);
beforeEach(() => {
  demoReads = [];
  // jsdom has no IndexedDB: the form's look for registrations saved on the device says so, harmlessly.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('after registering, the overlay keeps its sentences and offers the free slots for the course', async () => {
  const user = userEvent.setup();
  renderWithProviders(<RegistrationPage />);
  expect(demoReads).toEqual([]);
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('E-mail'), 'meera@example.com');
  await user.click(screen.getByRole('checkbox', { name: /parent or legal guardian/ }));
  await user.click(screen.getByRole('button', { name: 'Register' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your registration is successful!' });
  expect(within(dialog).getByTestId('registration-number')).toHaveTextContent('GFI10042');
  expect(within(dialog).getByText('Below is your Registration Number')).toBeInTheDocument();
  expect(within(dialog).getByText('Please check your email for further details.')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Explore More Classes' })).toBeInTheDocument();
  expect(await within(dialog).findByRole('heading', { name: 'Pick a time for your free demo' })).toBeInTheDocument();
  const slot = await within(dialog).findByRole('button', { name: /with Asha Rao/ });
  expect(slot).toHaveTextContent('45 min');
  expect(within(slot).getByRole('presentation', { hidden: true })).toHaveAttribute('src', 'http://localhost:4000/images/asha.jpg');
  expect(demoReads).toHaveLength(1);
}, 20_000);
