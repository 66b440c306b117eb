import { act, render, screen } from '@testing-library/react';
import { usePhoneLayout } from './useMediaQuery';

// The layout follows the screen: a query that starts or stops matching (a window resized, a
// tablet turned) renders again; a browser without matchMedia gets the desk's layout.

function Layout() {
  return <p>{usePhoneLayout() ? 'phone' : 'desk'}</p>;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

test('without matchMedia (jsdom) the desk layout is shown', () => {
  render(<Layout />);
  expect(screen.getByText('desk')).toBeInTheDocument();
});

test('the layout changes when the query starts matching, and stops listening when gone', () => {
  let matches = false;
  const listeners = new Set<() => void>();
  const asked: string[] = [];
  window.matchMedia = (query: string) => {
    asked.push(query);
    return {
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  const { unmount } = render(<Layout />);
  expect(screen.getByText('desk')).toBeInTheDocument();
  act(() => {
    matches = true;
    for (const listener of listeners) listener();
  });
  expect(screen.getByText('phone')).toBeInTheDocument();
  expect(asked).toContain('(max-width: 699.98px)');
  unmount();
  expect(listeners.size).toBe(0);
});
