import { act, screen } from '@testing-library/react';
import { renderWithProviders, createManualClock } from '../testing';
import { useTimedMessage } from './useTimedMessage';

function Harness({ onReady }: { onReady: (show: (m: string) => void) => void }) {
  const { message, show } = useTimedMessage(10_000);
  onReady(show);
  return <p>{message ?? 'no message'}</p>;
}

test('a message stays until just before its duration and is gone at it; showing again restarts the wait', () => {
  const clock = createManualClock('2026-11-21T10:00:00Z');
  let show: (m: string) => void = () => undefined;
  renderWithProviders(<Harness onReady={(s) => (show = s)} />, { clock });

  act(() => show('Thank you!'));
  act(() => clock.advance(9_999));
  expect(screen.getByText('Thank you!')).toBeInTheDocument();
  act(() => clock.advance(1));
  expect(screen.getByText('no message')).toBeInTheDocument();

  act(() => show('First'));
  act(() => clock.advance(6_000));
  act(() => show('Second'));
  act(() => clock.advance(6_000));
  expect(screen.getByText('Second')).toBeInTheDocument();
  act(() => clock.advance(4_000));
  expect(screen.getByText('no message')).toBeInTheDocument();
});
