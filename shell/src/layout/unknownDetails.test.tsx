import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fallbackConfig } from '@academy/shared';
import { renderWithProviders } from '@academy/shared/testing';
import { Layout } from './Layout';
import ContactPage from '../pages/ContactPage';
import { FaqSection, HelpSection } from '../features/home/components/InfoSections';

// When config.json could not be read, no contact detail is made up: what is unknown is not shown,
// and the rest of the page works.

function renderUnknown(ui: ReactElement, route = '/contact') {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={ui} />
      </Route>
    </Routes>,
    { route, config: fallbackConfig },
  );
}

test('the contact page, footer and chat button show no phone, e-mail, address or chat link', () => {
  const { container } = renderUnknown(<ContactPage />);
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  expect(container.querySelector('a[href^="tel:"], a[href^="mailto:"], address')).toBeNull();
  expect(screen.queryByRole('link', { name: /Chat with us/ })).toBeNull();
  expect(container.textContent).not.toMatch(/98765|gfi-academy\.example|Orchid Plaza/);
  // The rest still works: the social links, the footer's own links, Book Free Demo.
  expect(screen.getByRole('link', { name: /^Instagram/ })).toBeInTheDocument();
  expect(within(screen.getByRole('contentinfo')).getAllByRole('link').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Book Free Demo' })).toHaveAttribute('href', '/registration');
});

test("the home page's help and FAQ sections leave the unknown details out", () => {
  const { container } = renderUnknown(
    <>
      <FaqSection />
      <HelpSection />
    </>,
    '/',
  );
  expect(container.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  expect(container.textContent).not.toContain(' · ');
});

test('with the details known they are shown', () => {
  renderWithProviders(<ContactPage />, {
    config: { supportPhone: '+91 20 4000 1234', supportEmail: 'hello@academy.test', address: '12 Real Road' },
  });
  expect(screen.getByRole('link', { name: '+91 20 4000 1234' })).toHaveAttribute('href', 'tel:+912040001234');
  expect(screen.getByRole('link', { name: 'hello@academy.test' })).toHaveAttribute('href', 'mailto:hello@academy.test');
  expect(screen.getByText('12 Real Road')).toBeInTheDocument();
});
