import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@academy/shared/testing';
import { CareersOpenings } from './CareersOpenings';

function ShowState() {
  const location = useLocation();
  return <p>{`at ${location.pathname} for ${(location.state as { position?: string } | null)?.position}`}</p>;
}

test('lists the two openings with their department, location and type', () => {
  renderWithProviders(<CareersOpenings />, { route: '/careers' });
  expect(screen.getByRole('heading', { level: 1, name: 'Current Openings' })).toBeInTheDocument();

  const facts = (title: string) => {
    const card = screen.getByRole('article', { name: title });
    return within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
  };
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(facts('Trainer')).toEqual(['Training and Development', 'Remote', 'Full Time/Part Time']);
  expect(facts('Client Coordinator')).toEqual(['Client/Customer Relations', 'Remote/In Person', 'Full Time/Part Time']);

  const links = screen.getAllByRole('link', { name: 'Apply Now' });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/careers/career-registration', '/careers/career-registration']);
  expect(links.map((link) => link.getAttribute('aria-describedby'))).toEqual(['opening-trainer', 'opening-client-coordinator']);
});

test('Apply Now opens the application form and tells it which opening was chosen', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/careers" element={<CareersOpenings />} />
      <Route path="/careers/career-registration" element={<ShowState />} />
    </Routes>,
    { route: '/careers' },
  );
  const card = screen.getByRole('article', { name: 'Client Coordinator' });
  await userEvent.click(within(card).getByRole('link', { name: 'Apply Now' }));
  expect(screen.getByText('at /careers/career-registration for Client Coordinator')).toBeInTheDocument();
});
