import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createManualClock, renderWithProviders } from '../testing';
import { ShareDialog } from './ShareDialog';

const URL_TO_SHARE = 'https://gfi-academy.example/courses/chess?ref=a b&c=1';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareDialog open={open} onClose={() => setOpen(false)} url={URL_TO_SHARE} title="Chess course" />
    </>
  );
}

// user-event installs its own clipboard on setup(), so this runs after it.
function stubClipboard() {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

test('shows the address, copies it and shows the done icon until just before 2 s, then the copy icon again', async () => {
  const clock = createManualClock('2026-11-21T10:00:00Z');
  const user = userEvent.setup();
  const writeText = stubClipboard();
  renderWithProviders(<Harness />, { clock });
  await user.click(screen.getByRole('button', { name: 'Share' }));

  const dialog = screen.getByRole('dialog', { name: 'Share' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByLabelText('Page address')).toHaveValue(URL_TO_SHARE);

  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
  expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard');

  act(() => clock.advance(1999));
  expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  act(() => clock.advance(1));
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a refused clipboard leaves the copy icon and shows no confirmation', async () => {
  const user = userEvent.setup();
  stubClipboard().mockRejectedValue(new Error('denied'));
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('four networks open their sharing pages in a new tab with the address encoded', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const encoded = encodeURIComponent(URL_TO_SHARE);

  const expected: Array<[RegExp, string]> = [
    [/WhatsApp/, `https://wa.me/?text=${encodeURIComponent(`Chess course ${URL_TO_SHARE}`)}`],
    [/Facebook/, `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    [/^X/, `https://twitter.com/intent/tweet?url=${encoded}&text=Chess%20course`],
    [/LinkedIn/, `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
  ];
  const list = screen.getByRole('list', { name: 'Share on' });
  expect(list.querySelectorAll('a')).toHaveLength(4);
  for (const [name, href] of expected) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

test('Escape closes the dialog and focus returns to the Share button', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  const opener = screen.getByRole('button', { name: 'Share' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
