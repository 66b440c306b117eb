import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@academy/shared/testing';
import { Layout } from './Layout';
import ContactPage from '../pages/ContactPage';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<h1>Other page</h1>} />
      </Route>
    </Routes>,
    { route, config: { supportEmail: 'help@academy.test', supportPhone: '+91 11111 22222' } },
  );
}

test('the nav marks Tournaments on /chess/tournament and offers Register', () => {
  renderAt('/chess/tournament');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Tournaments', hidden: true })).toHaveAttribute('aria-current', 'page');
  // jsdom evaluates no media queries, so the desktop-only button counts as hidden here.
  expect(within(nav).getByText('Register').closest('a')).toHaveAttribute('href', '/registration');
});

test('the mobile menu opens from the menu button and closes on Escape and on the backdrop', async () => {
  const user = userEvent.setup();
  renderAt('/');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = document.getElementById('mobile-menu')!;
  expect(within(menu).getByRole('link', { name: 'Register' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Vedic Math' })).toHaveAttribute('href', '/courses/vedicmath');
  expect(menu).toBeVisible();
  await user.keyboard('{Escape}');
  // Closed, the menu stays in the page, hidden, so the button's aria-controls always names it.
  expect(document.getElementById('mobile-menu')).not.toBeVisible();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-controls', 'mobile-menu');

  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(screen.getByTestId('menu-backdrop'));
  expect(document.getElementById('mobile-menu')).not.toBeVisible();
  expect(screen.queryByTestId('menu-backdrop')).toBeNull();
});

test('contact details, the reply promise and the footer mailto come from config', () => {
  renderAt('/contact');
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.getByText('We reply to every message within 24–48 business hours.')).toBeInTheDocument();
  expect(screen.getByText(/Pune/)).toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'help@academy.test' })).toHaveAttribute('href', 'mailto:help@academy.test');
  expect(screen.getAllByRole('link', { name: '+91 11111 22222' })[0]).toHaveAttribute('href', 'tel:+911111122222');
  expect(screen.getByRole('link', { name: 'Book Free Demo' })).toHaveAttribute('href', '/registration');
});

test('the course dropdown walks with the arrow keys and Escape closes it back onto Courses', async () => {
  const user = userEvent.setup();
  renderAt('/contact');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const courses = within(nav).getByRole('link', { name: /^Courses/, hidden: true });
  const item = courses.closest('li')!;
  courses.focus();
  await user.keyboard('{ArrowDown}');
  expect(within(item).getAllByRole('link', { hidden: true })[1]).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(within(item).getAllByRole('link', { hidden: true }).at(-1)).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(courses).toHaveFocus();
  expect(item).toHaveAttribute('data-dismissed', 'true');
  await user.keyboard('{ArrowDown}');
  expect(item).not.toHaveAttribute('data-dismissed');
});

test('the page carries one Organization block with the academy’s contact point and address', () => {
  const { container } = renderAt('/contact');
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map((el): unknown =>
    JSON.parse(el.textContent ?? ''),
  );
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).toMatchObject({
    '@type': 'EducationalOrganization',
    contactPoint: { telephone: '+91 11111 22222', email: 'help@academy.test' },
  });
  expect(document.title).toBe('Contact Us | GFI Academy');
});
