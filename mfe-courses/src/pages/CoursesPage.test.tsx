import { screen, within } from '@testing-library/react';
import { HttpResponse, apiUrl, chessFee, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import CoursesPage from './CoursesPage';
import CourseCards from '../widgets/CourseCards';

const server = setupApiServer(http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ fees: [chessFee({ feeInr: 4800 })] })));

test('All Courses shows five cards with image, title and blurb, each linking to its course page', () => {
  renderWithProviders(<CoursesPage />, { route: '/courses' });
  expect(screen.getByRole('heading', { level: 1, name: 'All Courses' })).toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Chess',
    'Coding',
    'Abacus',
    'Conceptual Math',
    'Vedic Math',
  ]);
  expect(within(cards[2]!).getByText(/bead work/)).toBeInTheDocument();
  expect(within(cards[2]!).getByRole('link', { name: /^View Course.*Abacus/ })).toHaveAttribute('href', '/courses/abacus');
  const images = cards.map((card) => card.querySelector('img')!);
  expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  for (const img of images) expect(img).toHaveAttribute('height', '400');
});

test('Home’s course cards: five, with Math and Vedic Math as short names, View Course links and no heading of their own', () => {
  renderWithProviders(<CourseCards />);
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(['Chess', 'Coding', 'Abacus', 'Math', 'Vedic Math']);
  const links = screen.getAllByRole('link', { name: /^View Course/ });
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/courses/chess',
    '/courses/coding',
    '/courses/abacus',
    '/courses/conceptualmath',
    '/courses/vedicmath',
  ]);
  for (const img of screen.getAllByRole('listitem').map((card) => card.querySelector('img')!))
    expect(img).toHaveAttribute('loading', 'lazy');
});

test.each([
  ['All Courses', () => <CoursesPage />],
  ['Home', () => <CourseCards />],
])('%s cards say "from" each fee with its period, or that it is shared after the demo, with the demo first', async (_page, Cards) => {
  renderWithProviders(<Cards />, { route: '/courses' });
  const cards = screen.getAllByRole('listitem');
  expect(await within(cards[0]!).findByText('from ₹4,800 / month')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Fee shared after the free demo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Refunds and cancellations' })).toHaveAttribute('href', '/refunds');
  expect(screen.getByText(/^Free demo first: you pay only after choosing a batch/)).toBeInTheDocument();
});

test('a card holds the fee line’s place while the fees load, and shows no price when they cannot be read', async () => {
  server.use(http.get(apiUrl('/v1/fees'), () => HttpResponse.json({ error: 'Down.' }, { status: 500 })));
  renderWithProviders(<CourseCards />);
  const line = screen.getAllByRole('listitem')[0]!.querySelector('[aria-busy]')!;
  expect(line).toHaveAttribute('aria-busy', 'true');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(line).toHaveTextContent('');
});
