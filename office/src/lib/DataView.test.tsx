import { screen } from '@testing-library/react';
import { renderWithProviders } from '@academy/shared/testing';
import { DataView } from './ui';
import { reloading } from './useLoad';
import type { Load } from './useLoad';

function View({ state }: { state: Load<string[]> }) {
  return (
    <DataView state={state} reload={() => undefined} empty="Nothing yet." isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>
              <button type="button">{row}</button>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

test('loading again keeps the last data on screen, marked busy, and the button that had the focus keeps it', () => {
  const loaded: Load<string[]> = { kind: 'loaded', data: ['Edit one', 'Edit two'] };
  const { rerender } = renderWithProviders(<View state={loaded} />);
  const button = screen.getByRole('button', { name: 'Edit two' });
  button.focus();

  const again = reloading(loaded);
  rerender(<View state={again} />);
  expect(screen.getByRole('button', { name: 'Edit two' })).toBe(button);
  expect(button).toHaveFocus();
  expect(button.closest('[aria-busy="true"]')).not.toBeNull();

  // Another reload before the first answered (a second press of Next): the data still stays.
  rerender(<View state={reloading(again)} />);
  expect(button).toHaveFocus();

  rerender(<View state={{ kind: 'loaded', data: ['Edit two', 'Edit three'] }} />);
  expect(screen.getByRole('button', { name: 'Edit two' })).toBe(button);
  expect(button).toHaveFocus();
  expect(button.closest('[aria-busy="true"]')).toBeNull();
});

test('the first load, a load after a failure and an empty list show no stale rows', () => {
  expect(reloading<string[]>({ kind: 'loading' })).toEqual({ kind: 'loading' });
  expect(reloading<string[]>({ kind: 'failed' })).toEqual({ kind: 'loading' });

  const { rerender } = renderWithProviders(<View state={{ kind: 'loading' }} />);
  expect(screen.queryByRole('button')).toBeNull();
  rerender(<View state={reloading<string[]>({ kind: 'loaded', data: [] })} />);
  expect(screen.queryByText('Nothing yet.')).toBeNull();
  rerender(<View state={{ kind: 'loaded', data: [] }} />);
  expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
});
