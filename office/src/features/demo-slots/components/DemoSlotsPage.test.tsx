import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, createManualClock, http, setupApiServer } from '@academy/shared/testing';
import DemoSlotsPage from './DemoSlotsPage';
import { signedInAtDesk, renderInSession } from '../../../testing/renderInSession';

// A page waits for its session and its lists; a busy CI machine may take seconds to answer them.
configure({ asyncUtilTimeout: 5_000 });

// Publishing slots: the form is judged by the API's schema first, sends the instant its IST
// wall-clock names, and shows the API's refusal; a slot with bookings is cancelled, not deleted.

const slot = {
  id: 5,
  startsAt: '2026-11-26T12:00:00.000Z',
  minutes: 30,
  course: 'chess',
  teacherId: 't-asha',
  teacherName: 'Asha Rao',
  capacity: 1,
  booked: 1,
  status: 'open',
  ruleId: null,
};
let posted: unknown[];
const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/teachers'), () =>
    HttpResponse.json({
      teachers: [
        {
          id: 't-asha',
          name: 'Asha Rao',
          photoFile: 'asha.jpg',
          photoWebpFile: 'asha.webp',
          courses: ['chess'],
          bio: '',
          credential: null,
        },
      ],
    }),
  ),
  http.get(apiUrl('/office/demo-slots'), () => HttpResponse.json({ slots: [slot] })),
  http.get(apiUrl('/office/demo-rules'), () => HttpResponse.json({ rules: [] })),
  http.get(apiUrl('/office/demo-exceptions'), () => HttpResponse.json({ exceptions: [] })),
  http.post(apiUrl('/office/demo-slots'), async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ ...slot, id: 6, booked: 0 }, { status: 201 });
  }),
);
beforeEach(() => {
  posted = [];
});
const clock = () => createManualClock('2026-11-25T04:30:00.000Z');

test('one slot is sent as the instant its IST time names, with the teacher chosen', async () => {
  renderInSession(<DemoSlotsPage />, { clock: clock() });
  const form = (await screen.findByRole('heading', { name: 'One slot' }, { timeout: 5_000 })).closest('section') as HTMLElement;
  await userEvent.type(within(form).getByLabelText('Starts (IST)'), '2026-11-26T17:30');
  await userEvent.selectOptions(within(form).getByLabelText('Teacher'), 'Asha Rao');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish the slot' }));
  expect(await within(form).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Published: 26/11/2026 05:30 PM IST.');
  expect(posted).toEqual([{ startsAt: '2026-11-26T12:00:00.000Z', minutes: 30, capacity: 1, course: 'chess', teacherId: 't-asha' }]);
});

test('a slot without a teacher is refused beside the field and nothing is sent; the API’s own refusal is shown too', async () => {
  renderInSession(<DemoSlotsPage />, { clock: clock() });
  const form = (await screen.findByRole('heading', { name: 'One slot' }, { timeout: 5_000 })).closest('section') as HTMLElement;
  await userEvent.type(within(form).getByLabelText('Starts (IST)'), '2026-11-26T17:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish the slot' }));
  expect(within(form).getByLabelText('Teacher')).toHaveAccessibleDescription('Choose a teacher.');
  expect(posted).toEqual([]);
  server.use(
    http.post(apiUrl('/office/demo-slots'), () =>
      HttpResponse.json({ error: 'Asha Rao already has a slot at that time.' }, { status: 409 }),
    ),
  );
  await userEvent.selectOptions(within(form).getByLabelText('Teacher'), 'Asha Rao');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish the slot' }));
  expect(await within(form).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Asha Rao already has a slot at that time.');
});

test('a booked slot offers Cancel (its parents are told), not Delete', async () => {
  renderInSession(<DemoSlotsPage />, { clock: clock() });
  const table = await screen.findByRole('region', { name: 'Slots of the next 4 weeks' }, { timeout: 5_000 });
  const row = (await within(table).findByText('26/11/2026 05:30 PM')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('1 of 1');
  expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Cancel the slot' })).toBeInTheDocument();
});
