import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import { Pager, pageCount } from './Pager';

function Harness({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} pages={pages} onPage={setPage} />;
}

test('the page count rounds up and an empty list is one page', () => {
  expect(pageCount(0, 25)).toBe(1);
  expect(pageCount(25, 25)).toBe(1);
  expect(pageCount(26, 25)).toBe(2);
  expect(pageCount(101, 50)).toBe(3);
});

test('Next and Previous move a page at a time and say where they are', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness pages={3} />);
  const pages = screen.getByRole('navigation', { name: 'Pages' });
  expect(pages).toHaveTextContent('Page 1 of 3');
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(pages).toHaveTextContent('Page 2 of 3');
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(pages).toHaveTextContent('Page 1 of 3');
});

test('at either end the button is marked unavailable, does nothing and keeps the keyboard’s focus', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness pages={2} />);
  const previous = screen.getByRole('button', { name: 'Previous page' });
  const next = screen.getByRole('button', { name: 'Next page' });
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  expect(next).toHaveAttribute('aria-disabled', 'false');

  await user.tab();
  await user.tab();
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).toBeEnabled();
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

  await user.tab({ shift: true });
  expect(previous).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(previous).toHaveFocus();
});

test('a single page offers neither direction', () => {
  renderWithProviders(<Harness pages={1} />);
  expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
});
