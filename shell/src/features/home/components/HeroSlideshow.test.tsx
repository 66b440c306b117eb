import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import { HeroSlideshow } from './HeroSlideshow';

// Swiper runs on the browser's own timers, so these tests drive jest's fake timers.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function activeSlideLink() {
  return document.querySelector('.swiper-slide-active a');
}

/** Renders the hero, lets the page go idle and the swiper chunk arrive. */
async function renderLoaded(config?: { brand: string }) {
  const view = renderWithProviders(<HeroSlideshow />, config ? { config } : undefined);
  await act(async () => {
    jest.advanceTimersByTime(0);
  });
  await act(async () => {
    await import('./HeroCarousel');
  });
  expect(activeSlideLink()).not.toBeNull();
  return view;
}

function reduceMotion(matches: boolean) {
  window.matchMedia = ((media: string) => ({
    matches,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('the heading, the five course quick links with Math, and Book Free Demo', () => {
  renderWithProviders(<HeroSlideshow />, { config: { brand: 'GFI' } });
  expect(screen.getByRole('heading', { level: 1, name: 'Learn Online with GFI Classes' })).toBeInTheDocument();
  const quick = screen.getByRole('list', { name: 'Course quick links' });
  expect([...quick.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Chess', '/courses/chess'],
    ['Coding', '/courses/coding'],
    ['Abacus', '/courses/abacus'],
    ['Math', '/courses/conceptualmath'],
    ['Vedic Math', '/courses/vedicmath'],
  ]);
  expect(screen.getByRole('link', { name: 'Book Free Demo' })).toHaveAttribute('href', '/registration');
});

test('before any script runs the first slide is a plain picture linking to its course', () => {
  renderWithProviders(<HeroSlideshow />);
  expect(document.querySelector('.swiper')).toBeNull();
  expect(screen.getByRole('img', { name: 'Chess classes' }).closest('a')).toHaveAttribute('href', '/courses/chess');
});

test('each slide links to its course page, and the show advances every 2 s, not before', async () => {
  await renderLoaded();
  const slideLinks = [...document.querySelectorAll('.swiper-slide:not(.swiper-slide-duplicate) a')];
  expect(new Set(slideLinks.map((a) => a.getAttribute('href')))).toEqual(
    new Set(['/courses/chess', '/courses/coding', '/courses/abacus', '/courses/conceptualmath', '/courses/vedicmath']),
  );
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/chess');

  act(() => jest.advanceTimersByTime(1999));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/chess');
  act(() => jest.advanceTimersByTime(1));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/coding');
});

test('the pagination bullets are buttons that show the chosen slide', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderLoaded();
  const bullets = screen.getAllByRole('button', { name: /Go to slide/ });
  expect(bullets).toHaveLength(5);
  await user.click(bullets[3]!);
  act(() => jest.advanceTimersByTime(300));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/conceptualmath');
  expect(bullets[3]).toHaveAttribute('aria-current', 'true');
  expect(bullets[0]).not.toHaveAttribute('aria-current');
});

test('Pause slideshow stops the show until Play slideshow', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderLoaded();
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  act(() => jest.advanceTimersByTime(10_000));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/chess');
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  act(() => jest.advanceTimersByTime(2000));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/coding');
});

test('the show holds while the pointer is over it and resumes when it leaves', async () => {
  await renderLoaded();
  const frame = document.querySelector('.swiper')!.parentElement!;
  fireEvent.mouseEnter(frame);
  act(() => jest.advanceTimersByTime(6000));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/chess');
  fireEvent.mouseLeave(frame);
  act(() => jest.advanceTimersByTime(2000));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/coding');
});

test('the show holds while focus is inside it', async () => {
  await renderLoaded();
  act(() => screen.getAllByRole('button', { name: /Go to slide/ })[0]!.focus());
  act(() => jest.advanceTimersByTime(6000));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/chess');
});

test('with reduced motion the show starts paused and offers Play slideshow', async () => {
  reduceMotion(true);
  await renderLoaded();
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(10_000));
  expect(activeSlideLink()).toHaveAttribute('href', '/courses/chess');
});
