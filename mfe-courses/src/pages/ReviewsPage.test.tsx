import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@academy/shared/testing';
import ReviewsPage from './ReviewsPage';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reviews/:topic?" element={<ReviewsPage />} />
    </Routes>,
    { route },
  );
}

test('/reviews shows the chess reviews, with stars as icons and in words', () => {
  renderAt('/reviews');
  expect(screen.getByRole('heading', { level: 1, name: 'Chess Reviews' })).toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards.length).toBeGreaterThanOrEqual(3);
  const first = cards[0]!;
  expect(within(first).getByText('Priya Sharma')).toBeInTheDocument();
  expect(within(first).getByText('Parent of Aarav, 9')).toBeInTheDocument();
  expect(within(first).getByText(/six months/)).toBeInTheDocument();
  expect(within(first).getByText('5 out of 5 stars')).toBeInTheDocument();
  expect(first.querySelectorAll('svg.filled')).toHaveLength(5);
  expect(screen.getByText('4 out of 5 stars').closest('li')!.querySelectorAll('svg.filled')).toHaveLength(4);
});

test('/reviews/conceptualmath shows the Conceptual Math reviews', () => {
  renderAt('/reviews/conceptualmath');
  expect(screen.getByRole('heading', { level: 1, name: 'Conceptual Math Reviews' })).toBeInTheDocument();
  expect(screen.getByText('Kavita Nair')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the Conceptual Math course' })).toHaveAttribute('href', '/courses/conceptualmath');
  expect(screen.queryByText('Priya Sharma')).not.toBeInTheDocument();
});

test('an unknown topic shows a clear empty message and links to the topics that have reviews', () => {
  renderAt('/reviews/juggling');
  expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, No Reviews Available for this topic yet.')).toBeInTheDocument();
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Chess' })).toHaveAttribute('href', '/reviews/chess');
  expect(screen.getByRole('link', { name: 'Conceptual Math' })).toHaveAttribute('href', '/reviews/conceptualmath');
});
