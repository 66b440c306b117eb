import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@academy/shared/testing';
import { loadRemoteComponent } from '../../../federation/remotes';
import { TeachersBand } from './TeachersBand';

// The federation is the boundary here, as in RemoteFrame.test.tsx: what the courses remote's
// TeachersSection widget draws (its own tests cover the API) or that it cannot be loaded.
jest.mock('../../../federation/remotes', () => ({ loadRemoteComponent: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

afterEach(() => jest.restoreAllMocks());

test("About shows what the courses remote's TeachersSection draws", async () => {
  load.mockResolvedValueOnce({
    default: () => (
      <section aria-label="Our Teachers">
        <h2>Our Teachers</h2>
      </section>
    ),
  });
  renderWithProviders(<TeachersBand />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Our Teachers' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('courses', 'TeachersSection', false);
});

test('a remote that cannot be loaded leaves no trace: no spinner, no failure, no reserved height', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('remoteEntry.js answered 503'));
  const { container } = renderWithProviders(<TeachersBand />);
  await waitFor(() => expect(load).toHaveBeenCalled());
  await waitFor(() => expect(console.error).toHaveBeenCalledWith('A remote section failed:', expect.any(Error)));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(container.innerHTML).toBe('<div></div>');
});
