import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('a screen failed to render');
}

test('a screen that throws leaves a friendly message and a reload button, not a blank page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reload = jest.fn();
  renderWithProviders(
    <AppErrorBoundary onReload={reload}>
      <Broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Sorry, something went wrong on this page.' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a page that renders is shown as it is', () => {
  renderWithProviders(
    <AppErrorBoundary>
      <p>Home</p>
    </AppErrorBoundary>,
  );
  expect(screen.getByText('Home')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
