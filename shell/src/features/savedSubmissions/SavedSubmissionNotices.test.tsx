import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, defaultConfig } from '@academy/shared';
import { createManualClock } from '@academy/shared/testing';
import { loadRemoteComponent } from '../../federation/remotes';
import SavedSubmissionNotices, { NOTICE_RETRY_DELAYS_MS } from './SavedSubmissionNotices';

jest.mock('../../federation/remotes', () => ({ loadRemoteComponent: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

const clock = createManualClock('2026-11-25T10:00:00Z');
const notices = (path: string) => (
  <AppProviders config={defaultConfig} clock={clock}>
    <MemoryRouter initialEntries={[path]}>
      <SavedSubmissionNotices waiting={new Set(['/registrations'])} />
    </MemoryRouter>
  </AppProviders>
);

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  load.mockReset();
});

test('a notice whose files could not be fetched offline is fetched anew when the connection returns', async () => {
  load.mockRejectedValueOnce(new Error('Loading chunk 394 failed.'));
  load.mockResolvedValueOnce({ default: () => <p>Your saved registration has been sent.</p> });
  render(notices('/careers/career-registration'));
  await act(async () => undefined);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenLastCalledWith('enrolment', 'SavedRegistrationNotice', false);
  expect(screen.queryByText('Your saved registration has been sent.')).toBeNull();

  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('enrolment', 'SavedRegistrationNotice', true);
  expect(screen.getByText('Your saved registration has been sent.')).toBeVisible();

  // Loaded: another online event fetches nothing again.
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(load).toHaveBeenCalledTimes(2);
});

test('a connection just back that drops the first fetches: the notice is tried again 1 s, 3 s and 10 s later, then waits for the next return', async () => {
  const offline = new Error('Loading chunk 394 failed.');
  load.mockRejectedValue(offline);
  render(notices('/about'));
  await act(async () => undefined);
  expect(load).toHaveBeenCalledTimes(1);

  let calls = 1;
  for (const delay of NOTICE_RETRY_DELAYS_MS) {
    await act(async () => clock.advance(delay - 1));
    expect(load).toHaveBeenCalledTimes(calls);
    await act(async () => clock.advance(1));
    calls += 1;
    expect(load).toHaveBeenCalledTimes(calls);
    expect(load).toHaveBeenLastCalledWith('enrolment', 'SavedRegistrationNotice', true);
  }
  // Tries spent: nothing more until the connection returns again.
  await act(async () => clock.advance(60_000));
  expect(load).toHaveBeenCalledTimes(calls);
  load.mockResolvedValueOnce({ default: () => <p>Your saved registration has been sent.</p> });
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(screen.getByText('Your saved registration has been sent.')).toBeVisible();
});

test("on the form's own page the form sends what waits, and no notice is loaded", async () => {
  render(notices('/registration'));
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
});
