import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, chessFee, http, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import CourseDetailPage from './CourseDetailPage';

// The page reads the published fees and teachers once the visitor nears their blocks
// (CourseFee.test.tsx and TeachersSection.test.tsx test what they show).
const reads: string[] = [];
let fees: unknown[] = [];
setupApiServer(
  http.get(apiUrl('/v1/fees'), () => {
    reads.push('/v1/fees');
    return HttpResponse.json({ fees });
  }),
  http.get(apiUrl('/v1/teachers'), () => {
    reads.push('/v1/teachers');
    return HttpResponse.json({ teachers: [] });
  }),
);

// The browser's IntersectionObserver, which jsdom lacks: `scrollNear()` brings every observed
// block within a screen of the viewport, as scrolling down the page does.
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
function scrollNear() {
  for (const { callback, targets } of observers) {
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}
beforeEach(() => {
  reads.length = 0;
  fees = [];
  observers = [];
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      const observer = { callback, targets: [] as Element[] };
      observers.push(observer);
      Object.assign(this, { observe: (target: Element) => observer.targets.push(target), disconnect: () => undefined });
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderCourse(slug: string) {
  return renderWithProviders(<CourseDetailPage />, { route: `/courses/${slug}`, path: '/courses/:courseName' });
}

// Ratings, learners, duration and the two flags of each course, as the academy publishes them.
const TABLE = [
  { slug: 'chess', title: 'Chess', ratings: '4.9', learners: '1000+', duration: '20 - 100 weeks', readAll: true, tournaments: true },
  { slug: 'coding', title: 'Coding', ratings: '4.7', learners: '500+', duration: '12 - 50 weeks', readAll: false, tournaments: false },
  { slug: 'abacus', title: 'Abacus', ratings: '4.8', learners: '400+', duration: '10 - 40 weeks', readAll: false, tournaments: false },
  {
    slug: 'conceptualmath',
    title: 'Conceptual Math',
    ratings: '4.9',
    learners: '700+',
    duration: '15 - 30 weeks',
    readAll: true,
    tournaments: false,
  },
  {
    slug: 'vedicmath',
    title: 'Vedic Math',
    ratings: '4.8',
    learners: '800+',
    duration: '20 - 50 weeks',
    readAll: false,
    tournaments: false,
  },
];

test.each(TABLE)('$slug: hero figures, five features, sections, at least three reviews and its conditional buttons', (row) => {
  renderCourse(row.slug);
  const hero = screen.getByRole('region', { name: row.title });
  expect(within(hero).getByRole('heading', { level: 1, name: row.title })).toBeInTheDocument();
  expect(within(hero).getAllByRole('listitem')).toHaveLength(5);
  expect(within(hero).getByText('Ratings').nextElementSibling).toHaveTextContent(row.ratings);
  expect(within(hero).getByText('Learners').nextElementSibling).toHaveTextContent(row.learners);
  expect(within(hero).getByText('Duration').nextElementSibling).toHaveTextContent(row.duration);
  expect(within(hero).getByRole('img', { name: `${row.title} classes` })).toHaveAttribute('width', '640');

  for (const name of ["What you'll Learn", 'Description', 'Benefits']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  const reviews = screen.getByRole('region', { name: /Ratings & Reviews/ });
  expect(within(reviews).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  expect(within(reviews).getAllByText(/^Parent of /).length).toBeGreaterThanOrEqual(3);

  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
  const tournaments = screen.queryByRole('link', { name: 'View Tournaments' });
  if (row.tournaments) expect(tournaments).toHaveAttribute('href', '/tournament');
  else expect(tournaments).not.toBeInTheDocument();
  const readAll = screen.queryByRole('link', { name: /^Read All/ });
  if (row.readAll) expect(readAll).toHaveAttribute('href', `/reviews/${row.slug}`);
  else expect(readAll).not.toBeInTheDocument();
});

test('Share opens the share dialog with this page’s address', async () => {
  const user = userEvent.setup();
  renderCourse('vedicmath');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = screen.getByRole('dialog', { name: 'Share' });
  expect(within(dialog).getByLabelText('Page address')).toHaveValue(window.location.href);
  expect(within(dialog).getAllByRole('link')).toHaveLength(4);
});

test('an unknown course shows a friendly message and a way back to all courses', () => {
  renderCourse('dance');
  expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
  expect(screen.getByText(/couldn't find that course/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');
  expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
});

test('the fee card is there from the first render; the fee is read once, for the hero and the card, when they come near', async () => {
  fees = [chessFee()];
  renderCourse('chess');
  const card = screen.getByRole('region', { name: 'Fee' });
  expect(within(card).getByRole('link', { name: 'Book a free demo' })).toHaveAttribute('href', '/registration');
  expect(within(card).getByRole('link', { name: 'Refunds and cancellations' })).toHaveAttribute('href', '/refunds');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toEqual([]);

  act(() => scrollNear());
  expect(await within(card).findByText('₹4,500 / month')).toBeInTheDocument();
  const hero = screen.getByRole('region', { name: 'Chess' });
  expect(within(hero).getByText('Fee').nextElementSibling).toHaveTextContent('₹4,500 / month');
  expect(hero).toHaveTextContent('Free demo first: you pay only after choosing a batch. Refunds and cancellations');
  expect(reads.sort()).toEqual(['/v1/fees', '/v1/teachers']);
});

test('once the page is idle the fee is read, without the visitor scrolling', async () => {
  fees = [chessFee()];
  renderCourse('chess');
  await waitFor(() => expect(reads).toEqual(['/v1/fees']), { timeout: 2000 });
  expect(await within(screen.getByRole('region', { name: 'Chess' })).findByText('₹4,500 / month')).toBeInTheDocument();
});

test('a visitor who presses a key (End, to jump to the end) starts the reads at once, before the blocks come near', async () => {
  renderCourse('chess');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toEqual([]);

  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
  });
  await waitFor(() => expect(reads).toContain('/v1/teachers'));
});
