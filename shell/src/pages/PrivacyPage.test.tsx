import { screen, within } from '@testing-library/react';
import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { renderWithProviders } from '@academy/shared/testing';
import PrivacyPage from './PrivacyPage';

// The request form is the enrolment remote's; here its frame stays in its loading state.
jest.mock('../federation/RemoteFrame', () => ({ RemoteFrame: ({ label }: { label: string }) => <div>{label}</div> }));

test('the notice names the configured grievance officer, its version and every part the law asks for', () => {
  renderWithProviders(<PrivacyPage />, {
    config: { product: 'Bright Minds', privacy: { officerName: 'Rahul Mehta', officerEmail: 'privacy@brightminds.in' } },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
  expect(screen.getByText(`Version ${PRIVACY_NOTICE_VERSION}, in effect from 24 November 2026.`)).toBeInTheDocument();
  for (const heading of ['What we collect, and why', 'How long we keep it', 'Who else sees it', 'Your rights']) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(screen.getByText(/kept for 36 months from the day it was made/)).toBeInTheDocument();
  expect(screen.getByText(/Our e-mail service/)).toBeInTheDocument();
  const officer = screen.getByRole('region', { name: 'Grievance officer' });
  expect(within(officer).getByText('Rahul Mehta')).toBeInTheDocument();
  expect(within(officer).getByText(/Grievance officer, Bright Minds/)).toBeInTheDocument();
  expect(within(officer).getByRole('link', { name: 'privacy@brightminds.in' })).toHaveAttribute('href', 'mailto:privacy@brightminds.in');
  expect(within(officer).getByText('Privacy request form')).toBeInTheDocument();
});

test('an officer config.json does not name shows no made-up name or address', () => {
  renderWithProviders(<PrivacyPage />, { config: { privacy: { officerName: '', officerEmail: '' } } });
  const officer = screen.getByRole('region', { name: 'Grievance officer' });
  expect(within(officer).queryByRole('link')).toBeNull();
  expect(within(officer).getByText(/^Grievance officer, /)).toBeInTheDocument();
});
