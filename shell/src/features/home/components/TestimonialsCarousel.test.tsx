import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@academy/shared/testing';
import { TestimonialsCarousel } from './TestimonialsCarousel';

// Swiper runs on the browser's own timers, so these tests drive jest's fake timers.
// jsdom lays nothing out and has no matchMedia, both of which Swiper reads: every element is
// given a phone's width, so the carousel shows one card at a time as it does on a phone.
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});
let reducedMotion = false;
beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  window.innerWidth = 390;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
  window.matchMedia = ((media: string) => ({
    matches: media === '(prefers-reduced-motion: reduce)' && reducedMotion,
    media,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

// The browser's IntersectionObserver, driven by hand: `comeNear()` brings the section near the viewport.
let notify: IntersectionObserverCallback = () => undefined;
beforeEach(() => {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      notify = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
const comeNear = () => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

function activeQuote() {
  return document.querySelector('.swiper-slide-active figcaption strong')?.textContent;
}

/** Renders the section, lets it come near the viewport and the swiper chunk arrive. */
async function renderLoaded() {
  renderWithProviders(<TestimonialsCarousel />);
  await act(async () => {
    comeNear();
    await import('./TestimonialsSwiper');
  });
  expect(activeQuote()).toBe('Parent of Ananya, 10');
}

test('before any script runs the four testimonials stand as plain HTML', () => {
  renderWithProviders(<TestimonialsCarousel />);
  expect(document.querySelector('.swiper')).toBeNull();
  expect(screen.getAllByRole('figure')).toHaveLength(4);
});

test('far down the page, the swiper starts only as the section comes near the viewport, not when the page is idle', async () => {
  renderWithProviders(<TestimonialsCarousel />);
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10_000);
    await import('./TestimonialsSwiper');
  });
  expect(document.querySelector('.swiper')).toBeNull();
  expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeDisabled();

  await act(async () => {
    comeNear();
    await import('./TestimonialsSwiper');
  });
  expect(activeQuote()).toBe('Parent of Ananya, 10');
  expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeEnabled();
});

test('shows the four testimonials under its title and advances every 4 s, not before', async () => {
  await renderLoaded();
  expect(screen.getByRole('heading', { level: 2, name: 'Real Stories, Real Satisfaction' })).toBeInTheDocument();
  expect(document.querySelectorAll('.swiper-slide figure')).toHaveLength(4);
  expect(activeQuote()).toBe('Parent of Ananya, 10');
  act(() => jest.advanceTimersByTime(3999));
  expect(activeQuote()).toBe('Parent of Ananya, 10');
  act(() => jest.advanceTimersByTime(1));
  expect(activeQuote()).toBe('Parent of Vihaan, 8');
});

test('previous is disabled at the start and next at the end', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderLoaded();
  const previous = screen.getByRole('button', { name: 'Previous testimonial' });
  const next = screen.getByRole('button', { name: 'Next testimonial' });
  expect(previous).toBeDisabled();
  expect(next).toBeEnabled();
  await user.click(next);
  act(() => jest.advanceTimersByTime(300));
  expect(previous).toBeEnabled();
  expect(activeQuote()).toBe('Parent of Vihaan, 8');
  while (!next.hasAttribute('disabled')) {
    await user.click(next);
    act(() => jest.advanceTimersByTime(300));
  }
  expect(next).toBeDisabled();
  expect(previous).toBeEnabled();
});

test('the arrow keys move the carousel', async () => {
  await renderLoaded();
  fireEvent.keyDown(document, { key: 'ArrowRight', keyCode: 39 });
  act(() => jest.advanceTimersByTime(300));
  expect(activeQuote()).toBe('Parent of Vihaan, 8');
  fireEvent.keyDown(document, { key: 'ArrowLeft', keyCode: 37 });
  act(() => jest.advanceTimersByTime(300));
  expect(activeQuote()).toBe('Parent of Ananya, 10');
});

test('autoplay stops once focus enters the carousel', async () => {
  await renderLoaded();
  act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
  act(() => jest.advanceTimersByTime(12_000));
  expect(activeQuote()).toBe('Parent of Ananya, 10');
});

test('with reduced motion the carousel never turns by itself', async () => {
  reducedMotion = true;
  await renderLoaded();
  act(() => jest.advanceTimersByTime(12_000));
  expect(activeQuote()).toBe('Parent of Ananya, 10');
});
