import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import { AboutSection, FaqSection, HelpSection, ImpactSection } from './InfoSections';

const config = { supportPhone: '+91 11111 22222', supportEmail: 'help@academy.test' };

test('About Us: two paragraphs on structured hobby classes and Know More to /about', () => {
  renderWithProviders(<AboutSection />);
  const about = screen.getByRole('region', { name: 'About Us' });
  expect(within(about).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
  expect(within(about).getByText(/engaging, structured hobby and skill classes/)).toBeInTheDocument();
  expect(within(about).getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about');
});

test('Our Impact at a Glance shows the four figures', () => {
  renderWithProviders(<ImpactSection />);
  const impact = screen.getByRole('region', { name: 'Our Impact at a Glance' });
  const figures: Array<[string, string]> = [
    ['500+', 'Students'],
    ['50+', 'Experienced Trainers'],
    ['250+', 'Positive Feedbacks'],
    ['15+', 'Countries Covered'],
  ];
  for (const [value, label] of figures) {
    expect(within(impact).getByText(label).parentElement).toHaveTextContent(value);
  }
});

test('the FAQ answers progress, ages and support, and the support answer shows the configured phone and e-mail', async () => {
  const user = userEvent.setup();
  renderWithProviders(<FaqSection />, { config });
  const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
  await user.click(within(faq).getByText('How can I track my child’s progress?'));
  expect(within(faq).getByText(/share regular feedback with parents through a messaging app/)).toBeVisible();
  await user.click(within(faq).getByText('Are the courses suitable for all ages?'));
  expect(within(faq).getByText(/designed for children and teens under 18/)).toBeVisible();
  await user.click(within(faq).getByText('How do I get support?'));
  expect(within(faq).getByText(/messaging app or by e-mail/)).toBeVisible();
  expect(within(faq).getByRole('link', { name: '+91 11111 22222' })).toHaveAttribute('href', 'tel:+911111122222');
  expect(within(faq).getByRole('link', { name: 'help@academy.test' })).toHaveAttribute('href', 'mailto:help@academy.test');
});

test('We’re Here to Help! offers the phone and e-mail links', () => {
  renderWithProviders(<HelpSection />, { config });
  const help = screen.getByRole('region', { name: "We're Here to Help!" });
  expect(within(help).getByRole('link', { name: '+91 11111 22222' })).toHaveAttribute('href', 'tel:+911111122222');
  expect(within(help).getByRole('link', { name: 'help@academy.test' })).toHaveAttribute('href', 'mailto:help@academy.test');
});
