import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@academy/shared/testing';
import { Footer } from '../layout/Footer';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import RefundsPage from './RefundsPage';
import TermsPage from './TermsPage';

// Who the academy is in law (config.json's `legal`), where a parent looks for it, and the refund
// policy and terms the money blocks link to.

jest.mock('../features/about/components/TeachersBand', () => ({ TeachersBand: () => null }));

const legal = {
  name: 'Bright Minds Learning LLP',
  entityType: 'llp',
  registrationNumber: 'AAB-1234',
  gstin: '27AABFB1234C1Z5',
  registeredAddress: '9 Lake Road, Kolkata 700029',
  founder: 'Meera Iyer',
  businessHours: 'Monday to Friday, 10 am to 6 pm IST',
} as const;

test('the footer names the academy in law, and Terms Of Policy, Refunds and Tools go to their pages', () => {
  renderWithProviders(<Footer />, { config: { legal } });
  expect(
    screen.getByText(
      'Bright Minds Learning LLP, a limited liability partnership · LLPIN AAB-1234 · GSTIN 27AABFB1234C1Z5 · Registered office: 9 Lake Road, Kolkata 700029',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('© Bright Minds Learning LLP. All rights reserved.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Terms Of Policy' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Refunds' })).toHaveAttribute('href', '/refunds');
  expect(screen.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools/time-converter');
});

test.each([
  ['About', () => <AboutPage />],
  ['Contact', () => <ContactPage />],
])('%s says who runs the academy: legal name, number, GSTIN, registered office, founder and hours', (_page, Page) => {
  renderWithProviders(<Page />, { config: { legal } });
  const section = screen.getByRole('region', { name: 'Who runs the academy' });
  expect(section).toHaveTextContent(
    'Bright Minds Learning LLP, a limited liability partnershipLLPIN AAB-1234GSTIN 27AABFB1234C1Z5' +
      'Registered office: 9 Lake Road, Kolkata 700029Founded by Meera IyerBusiness hours: Monday to Friday, 10 am to 6 pm IST',
  );
});

test('without a legal name in config.json, no identity is made up', () => {
  renderWithProviders(<AboutPage />, { config: { legal: { ...legal, name: '' } } });
  expect(screen.queryByRole('region', { name: 'Who runs the academy' })).toBeNull();
});

test('/refunds shows the default policy, free demo first, and how to ask; config.json may replace the policy', () => {
  const view = renderWithProviders(<RefundsPage />, { config: { supportEmail: 'help@brightminds.in' } });
  expect(screen.getByRole('heading', { level: 1, name: 'Refunds and cancellations' })).toBeInTheDocument();
  expect(screen.getByText('The first class is a free demo. You pay nothing until you have chosen a batch.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'help@brightminds.in' })).toHaveAttribute('href', 'mailto:help@brightminds.in');
  expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  view.unmount();
  renderWithProviders(<RefundsPage />, { config: { refunds: ['Fees are refunded in full within 30 days.'] } });
  expect(screen.getByText('Fees are refunded in full within 30 days.')).toBeInTheDocument();
  expect(screen.queryByText(/The first class is a free demo/)).toBeNull();
});

test('/terms says who offers them and links the refund policy and the privacy notice', () => {
  renderWithProviders(<TermsPage />, { config: { legal } });
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
  const fees = screen.getByRole('region', { name: 'Fees and payment' });
  expect(within(fees).getByRole('link', { name: 'Refunds and cancellations' })).toHaveAttribute('href', '/refunds');
  expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  expect(screen.getByText('These terms are offered by Bright Minds Learning LLP, a limited liability partnership.')).toBeInTheDocument();
});
