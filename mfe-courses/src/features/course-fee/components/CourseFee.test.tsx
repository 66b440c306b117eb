import { screen, within } from '@testing-library/react';
import { HttpResponse, apiUrl, chessFee, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { CourseFee } from './CourseFee';
import { HeroFee } from './HeroFee';

// A course page's fee card and the hero's fee, from GET /v1/fees at the HTTP boundary (jsdom has
// no IntersectionObserver, so each reads at once).

const server = setupApiServer(http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ fees: [chessFee({ feeInr: 150000 })] })));

test('a published fee shows with its period, its classes, batch, class length and what it includes, the demo first and the refund policy', async () => {
  renderWithProviders(<CourseFee slug="chess" />);
  const card = screen.getByRole('region', { name: 'Fee' });
  expect(await within(card).findByText('₹1,50,000 / month')).toBeInTheDocument();
  expect(card).toHaveTextContent(
    'Fee₹1,50,000 / month8 classes (₹18,750 a class) · up to 6 children · 60 minEight live classes a month' +
      'Free demo first: you pay only after choosing a batch. Refunds and cancellationsBook a free demo',
  );
  expect(within(card).getByRole('link', { name: 'Refunds and cancellations' })).toHaveAttribute('href', '/refunds');
  expect(within(card).getByRole('link', { name: 'Book a free demo' })).toHaveAttribute('href', '/registration');
});

test('a course without a fee says exactly that it is shared after the free demo', async () => {
  renderWithProviders(<CourseFee slug="abacus" />);
  expect(await screen.findByText('Fee shared after the free demo')).toBeInTheDocument();
});

test('while the fee loads the card holds its place and says nothing of a price', () => {
  renderWithProviders(<CourseFee slug="chess" />);
  const card = screen.getByRole('region', { name: 'Fee' });
  expect(card).not.toHaveTextContent('₹');
  expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
});

test('when the fees cannot be read, no fee is guessed', async () => {
  server.use(http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ error: 'Down.' }, { status: 500 })));
  renderWithProviders(<CourseFee slug="chess" />);
  expect(await screen.findByText('The fee could not be loaded just now.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Fee' })).not.toHaveTextContent('₹');
});

test('the hero figure is the fee with its period, held in place by a hidden stand-in while it loads', async () => {
  renderWithProviders(
    <dl>
      <HeroFee slug="chess" />
    </dl>,
  );
  const figure = screen.getByText('Fee').nextElementSibling as HTMLElement;
  expect(figure).toHaveAttribute('aria-busy', 'true');
  expect(within(figure).getByText('₹00,000 / month')).toHaveAttribute('aria-hidden', 'true');
  expect(await within(figure).findByText('₹1,50,000 / month')).toBeInTheDocument();
  expect(figure).toHaveAttribute('aria-busy', 'false');
});

test('the hero says "After the free demo" for a course whose fee is not published', async () => {
  renderWithProviders(
    <dl>
      <HeroFee slug="coding" />
    </dl>,
  );
  expect(await screen.findByText('After the free demo')).toBeInTheDocument();
});
