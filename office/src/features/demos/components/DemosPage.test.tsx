import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, createManualClock, http, setupApiServer } from '@academy/shared/testing';
import DemosPage from './DemosPage';
import { signedInAtDesk, renderInSession } from '../../../testing/renderInSession';
import { officeDemo } from '../../../testing/demos';

// A page waits for its session and its lists; a busy CI machine may take seconds to answer them.
configure({ asyncUtilTimeout: 5_000 });

// The desk's demo calendar: a week of bookings by India's day; a demo opened from the URL (as
// Today links it) with Call, WhatsApp and its marks, each sent on the version shown.

let demo = officeDemo({ id: 7 });
let patches: Array<{ body: unknown; ifMatch: string | null }>;
let asked: string[];
const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/teachers'), () => HttpResponse.json({ teachers: [] })),
  http.get(apiUrl('/office/demos'), ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ demos: [demo] });
  }),
  http.patch(apiUrl('/office/demos/7'), async ({ request }) => {
    const body = (await request.json()) as { status?: 'attended'; slotId?: number };
    patches.push({ body, ifMatch: request.headers.get('if-match') });
    demo = {
      ...demo,
      ...(body.status ? { status: body.status } : { slotId: body.slotId ?? 0, startsAt: '2026-11-27T12:30:00.000Z' }),
      version: '4',
    };
    return HttpResponse.json(demo);
  }),
  http.get(apiUrl('/office/demo-slots'), () =>
    HttpResponse.json({
      slots: [
        {
          id: 11,
          startsAt: '2026-11-25T12:00:00.000Z',
          minutes: 30,
          course: 'chess',
          teacherId: 't-asha',
          teacherName: 'Asha Rao',
          capacity: 1,
          booked: 1,
          status: 'open',
          ruleId: null,
        },
        {
          id: 12,
          startsAt: '2026-11-27T12:30:00.000Z',
          minutes: 30,
          course: 'chess',
          teacherId: 't-ravi',
          teacherName: 'Ravi Kumar',
          capacity: 1,
          booked: 0,
          status: 'open',
          ruleId: null,
        },
        {
          id: 13,
          startsAt: '2026-11-27T13:30:00.000Z',
          minutes: 30,
          course: 'abacus',
          teacherId: 't-ravi',
          teacherName: 'Ravi Kumar',
          capacity: 1,
          booked: 0,
          status: 'open',
          ruleId: null,
        },
        {
          id: 14,
          startsAt: '2026-11-28T12:30:00.000Z',
          minutes: 30,
          course: 'chess',
          teacherId: 't-asha',
          teacherName: 'Asha Rao',
          capacity: 2,
          booked: 2,
          status: 'open',
          ruleId: null,
        },
      ],
    }),
  ),
);
beforeEach(() => {
  demo = officeDemo({ id: 7 });
  patches = [];
  asked = [];
});

// Wednesday 25 Nov 2026, 10:00 IST.
const clock = () => createManualClock('2026-11-25T04:30:00.000Z');

test('the week runs Monday to Sunday in India, each booking under its day with Call and WhatsApp', async () => {
  renderInSession(<DemosPage />, { clock: clock(), route: '/demos' });
  const card = await screen.findByTestId('demo-card');
  expect(asked).toEqual(['?from=2026-11-23&to=2026-11-29']);
  expect(screen.getByText('Week of Mon 23 Nov – Sun 29 Nov · Times are India time (IST).')).toBeInTheDocument();
  const wednesday = screen.getByRole('region', { name: 'Wed 25 Nov' });
  expect(within(wednesday).getByTestId('demo-card')).toBe(card);
  expect(card).toHaveTextContent('Aarav at 05:30 PM');
  expect(card).toHaveTextContent('Chess · Asha Rao · 30 min');
  expect(card).toHaveTextContent('Parent: Meera Shah · Booked');
  expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919876543210');
  expect(
    within(card)
      .getByRole('link', { name: /WhatsApp/ })
      .getAttribute('href'),
  ).toMatch(/^https:\/\/wa\.me\/919876543210\?text=.*free%20Chess%20demo/);
  expect(within(screen.getByRole('region', { name: 'Mon 23 Nov' })).getByText('No demos')).toBeInTheDocument();
});

test('a demo opened from Today is marked attended on the version shown', async () => {
  renderInSession(<DemosPage />, { clock: clock(), route: '/demos?day=2026-11-25&demo=7' });
  const detail = await screen.findByTestId('demo-detail');
  expect(within(detail).getByRole('heading', { name: 'Demo: Aarav, Chess' })).toBeInTheDocument();
  expect(within(detail).getByRole('link', { name: 'Call +919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  await userEvent.click(within(detail).getByRole('button', { name: 'Mark attended' }));
  expect(await within(detail).findByRole('status')).toHaveTextContent('Done: Attended.');
  expect(patches).toEqual([{ body: { status: 'attended' }, ifMatch: '"3"' }]);
  expect(await screen.findByText(/Parent: Meera Shah · Attended/)).toBeInTheDocument();
});

test('a demo someone changed meanwhile is not overwritten: the desk is asked to reload', async () => {
  server.use(http.patch(apiUrl('/office/demos/7'), () => HttpResponse.json({ error: 'Someone changed this record.' }, { status: 412 })));
  renderInSession(<DemosPage />, { clock: clock(), route: '/demos?demo=7' });
  const detail = await screen.findByTestId('demo-detail');
  await userEvent.click(within(detail).getByRole('button', { name: 'Mark no-show' }));
  expect(await within(detail).findByRole('alert')).toHaveTextContent(
    'Someone changed this demo since you opened it, so nothing was saved.',
  );
  expect(within(detail).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

test('Next week asks for the next Monday to Sunday', async () => {
  renderInSession(<DemosPage />, { clock: clock(), route: '/demos' });
  await screen.findByTestId('demo-card');
  await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
  expect(await screen.findByText(/Week of Mon 30 Nov – Sun 6 Dec/)).toBeInTheDocument();
  expect(asked).toContain('?from=2026-11-30&to=2026-12-06');
});

test("moving a demo on the parent's behalf offers only its course's free slots, and sends the one chosen", async () => {
  renderInSession(<DemosPage />, { clock: clock(), route: '/demos?demo=7' });
  const detail = await screen.findByTestId('demo-detail');
  await userEvent.click(within(detail).getByRole('button', { name: 'Move to another slot' }));
  const moveTo = await within(detail).findByLabelText('Move to');
  // Its own slot, another course's and a full one are not offered.
  expect(
    within(moveTo)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a free slot', '27/11/2026 06:00 PM IST · Ravi Kumar · 30 min']);
  await userEvent.selectOptions(moveTo, '27/11/2026 06:00 PM IST · Ravi Kumar · 30 min');
  await userEvent.click(within(detail).getByRole('button', { name: 'Move the demo' }));
  expect(await within(detail).findByRole('status')).toHaveTextContent('Done: Move to another slot.');
  expect(patches).toEqual([{ body: { slotId: 12 }, ifMatch: '"3"' }]);
});

test('cancelling a demo on the parent’s behalf asks first', async () => {
  renderInSession(<DemosPage />, { clock: clock(), route: '/demos?demo=7' });
  const detail = await screen.findByTestId('demo-detail');
  await userEvent.click(within(detail).getByRole('button', { name: 'Cancel the demo' }));
  expect(patches).toEqual([]);
  await userEvent.click(
    within(within(detail).getByRole('group', { name: 'Cancel the demo' })).getByRole('button', { name: 'Yes, cancel it' }),
  );
  expect(await within(detail).findByRole('status')).toHaveTextContent('Done: Cancelled.');
  expect(patches).toEqual([{ body: { status: 'cancelled' }, ifMatch: '"3"' }]);
});
