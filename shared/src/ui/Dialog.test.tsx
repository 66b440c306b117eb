import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Terms & Conditions">
        <a href="#first">First link</a>
        <button type="button">Accept</button>
      </Dialog>
    </>
  );
}

test('focus moves into the dialog, Tab wraps both ways, Escape closes and focus returns to the opener', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open terms' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Terms & Conditions' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('clicking the overlay closes the dialog, clicking inside does not', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open terms' }));
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByTestId('dialog-overlay'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
