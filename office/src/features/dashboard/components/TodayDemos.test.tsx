import { configure, screen, within } from '@testing-library/react';
import { HttpResponse, apiUrl, createManualClock, http, setupApiServer } from '@academy/shared/testing';
import { TodayDemos } from './TodayDemos';
import { signedInAtDesk, renderInSession } from '../../../testing/renderInSession';
import { officeDemo } from '../../../testing/demos';

// A page waits for its session and its lists; a busy CI machine may take seconds to answer them.
configure({ asyncUtilTimeout: 5_000 });

// Today lists today's demos (India's day at the clock's now), each opening on the demo calendar.

let asked: string[];
setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/demos'), ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ demos: [officeDemo({ id: 7, childName: 'Aarav', startsAt: '2026-11-25T12:00:00.000Z' })] });
  }),
);
beforeEach(() => {
  asked = [];
});

test("Today asks for India's day and links each demo to its place on the calendar", async () => {
  // 20:00 UTC on the 24th is already the 25th in India.
  renderInSession(<TodayDemos />, { clock: createManualClock('2026-11-24T20:00:00.000Z') });
  const panel = screen.getByRole('region', { name: 'Today’s demos' });
  const link = await within(panel).findByRole('link', { name: 'Aarav at 05:30 PM' });
  expect(link).toHaveAttribute('href', '/demos?day=2026-11-25&demo=7');
  expect(within(panel).getByText(/Chess · Asha Rao · Booked/)).toBeInTheDocument();
  expect(asked).toEqual(['?from=2026-11-25&to=2026-11-25']);
});
