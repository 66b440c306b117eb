import { screen } from '@testing-library/react';
import { HttpResponse, apiUrl, chessFee, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { CourseFee } from './CourseFee';

// A course page's fee from GET /v1/fees at the HTTP boundary.

const server = setupApiServer(http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ fees: [chessFee({ feeInr: 150000 })] })));

test('a published fee shows in rupees with Indian grouping and its period, with its classes, batch, class length and what it includes', async () => {
  renderWithProviders(<CourseFee slug="chess" />);
  const block = await screen.findByRole('region', { name: 'Fee' });
  expect(block).toHaveTextContent('Fee₹1,50,000 / month8 classes (₹18,750 a class) · up to 6 children · 60 minEight live classes a month');
});

test('a course without a fee says exactly that it is shared after the free demo', async () => {
  renderWithProviders(<CourseFee slug="abacus" />);
  expect(await screen.findByRole('region', { name: 'Fee' })).toHaveTextContent(/^FeeFee shared after the free demo$/);
});

test('when the fees cannot be read, no fee is guessed', async () => {
  server.use(http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ error: 'Down.' }, { status: 500 })));
  renderWithProviders(<CourseFee slug="chess" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('region', { name: 'Fee' })).toBeNull();
});
