import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@academy/shared/testing';
import CoursesPage from './CoursesPage';
import CourseCards from '../widgets/CourseCards';

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
