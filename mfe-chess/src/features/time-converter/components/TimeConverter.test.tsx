import { fireEvent, screen, within } from '@testing-library/react';
import { createManualClock, renderWithProviders } from '@academy/shared/testing';
import TimeConverterPage from '../../../pages/TimeConverterPage';

// The page in a UTC browser (this jest project), with "now" pinned.

const fromPanel = () => screen.getByRole('region', { name: 'From IST to your time' });
const servedTable = () => screen.getByRole('table', { name: /in the countries we teach in$/ });
const toPanel = () => screen.getByRole('region', { name: 'From your time to IST' });

test('starts on today in India (already the next day there at 20:00 UTC) at 6:00 PM IST', () => {
  renderWithProviders(<TimeConverterPage />, { clock: createManualClock('2026-11-21T20:00:00Z') });
  expect(within(fromPanel()).getByLabelText('Date in India')).toHaveValue('2026-11-22');
  expect(within(fromPanel()).getByLabelText('Time in India (IST)')).toHaveValue('18:00');
  const answer = within(fromPanel()).getByTestId('from-ist-answer');
  expect(answer).toHaveTextContent('Your time (UTC)');
  expect(answer).toHaveTextContent('12:30 PM');
  const row = within(servedTable()).getByRole('row', { name: /Eastern \(New York\)/ });
  expect(row).toHaveTextContent('7:30 AM');
  expect(row).toHaveTextContent('Sun 22 Nov 2026 · UTC−5');
});

test('a parent changes the IST time and sees the table follow, day shift included', () => {
  renderWithProviders(<TimeConverterPage />, { clock: createManualClock('2026-03-01T06:00:00Z') });
  fireEvent.change(within(fromPanel()).getByLabelText('Date in India'), { target: { value: '2026-03-08' } });
  fireEvent.change(within(fromPanel()).getByLabelText('Time in India (IST)'), { target: { value: '07:00' } });
  expect(within(servedTable()).getByRole('row', { name: /Pacific \(Los Angeles\)/ })).toHaveTextContent(
    '5:30 PMSat 7 Mar 2026 · UTC−8 · the day before',
  );
  expect(within(servedTable()).getByRole('row', { name: /New South Wales/ })).toHaveTextContent('12:30 PMSun 8 Mar 2026 · UTC+11');
});

test('an empty time is refused with a message and the date typed stays', () => {
  renderWithProviders(<TimeConverterPage />, { clock: createManualClock('2026-03-01T06:00:00Z') });
  fireEvent.change(within(fromPanel()).getByLabelText('Date in India'), { target: { value: '2026-03-08' } });
  fireEvent.change(within(fromPanel()).getByLabelText('Time in India (IST)'), { target: { value: '' } });
  expect(within(fromPanel()).getByRole('alert')).toHaveTextContent('Enter a date and a time to convert.');
  expect(within(fromPanel()).getByLabelText('Time in India (IST)')).toHaveAttribute('aria-invalid', 'true');
  expect(within(fromPanel()).getByLabelText('Date in India')).toHaveValue('2026-03-08');
  expect(screen.queryByRole('table')).toBeNull();
});

test('the reverse: a New York time the clocks skip, then one they show twice', () => {
  renderWithProviders(<TimeConverterPage />, { clock: createManualClock('2026-03-01T06:00:00Z') });
  const panel = toPanel();
  expect(within(panel).getByLabelText('Your time zone')).toHaveValue('local');
  fireEvent.change(within(panel).getByLabelText('Your time zone'), { target: { value: 'America/New_York' } });
  fireEvent.change(within(panel).getByLabelText('Your date'), { target: { value: '2026-03-08' } });
  fireEvent.change(within(panel).getByLabelText('Your time'), { target: { value: '02:30' } });
  expect(within(panel).getByTestId('to-ist-answer')).toHaveTextContent('In India (IST)1:00 PMSun 8 Mar 2026 · UTC+5:30');
  expect(panel).toHaveTextContent('2:30 AM does not exist on Sun 8 Mar 2026 in this time zone');

  fireEvent.change(within(panel).getByLabelText('Your date'), { target: { value: '2026-11-01' } });
  fireEvent.change(within(panel).getByLabelText('Your time'), { target: { value: '01:30' } });
  const answer = within(panel).getByTestId('to-ist-answer');
  expect(answer).toHaveTextContent('first time (UTC−4)11:00 AM');
  expect(answer).toHaveTextContent('second time (UTC−5)12:00 PM');
  expect(panel).toHaveTextContent('1:30 AM happens twice on Sun 1 Nov 2026');
});
