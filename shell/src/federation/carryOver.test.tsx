import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { AppProviders, defaultConfig } from '@academy/shared';
import { RemoteFrame } from './RemoteFrame';
import { PrerenderedRemotesProvider } from './prerenderedRemotes';
import { loadRemoteComponent } from './remotes';

// A visitor who tabs into the prerendered page and types before scripts run keeps every
// keystroke and the focus when the live page replaces the copy.

jest.mock('./remotes', () => ({ loadRemoteComponent: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

const PRERENDERED =
  '<form><label for="n">Name</label><input id="n" name="name" value=""/>' +
  '<label for="m">Mobile</label><input id="m" name="mobileNumber" value=""/>' +
  '<label for="l">Level</label><select id="l" name="level"><option value="">Select</option><option value="Advanced">Advanced</option></select>' +
  '<label><input type="checkbox" name="terms"/>Terms</label></form>';

/** The live form: controlled fields, and what React's state holds, shown as text. */
function LiveForm() {
  const [values, setValues] = useState({ name: '', mobileNumber: '', level: '', terms: false });
  const set = (key: string, value: string | boolean) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <form>
      <label htmlFor="live-n">Name</label>
      <input id="live-n" name="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
      <label htmlFor="live-m">Mobile</label>
      <input id="live-m" name="mobileNumber" value={values.mobileNumber} onChange={(e) => set('mobileNumber', e.target.value)} />
      <label htmlFor="live-l">Level</label>
      <select id="live-l" name="level" value={values.level} onChange={(e) => set('level', e.target.value)}>
        <option value="">Select</option>
        <option value="Advanced">Advanced</option>
      </select>
      <label>
        <input type="checkbox" name="terms" checked={values.terms} onChange={(e) => set('terms', e.target.checked)} />
        Terms
      </label>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

const frame = <RemoteFrame remote="careers" module="CareerRegistrationPage" label="Career Registration" />;
const withProviders = (ui: React.ReactNode) => <AppProviders config={defaultConfig}>{ui}</AppProviders>;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  load.mockReset();
});

test('what was typed, ticked and chosen in the prerendered form, and the focus, move to the live form', async () => {
  let resolve!: () => void;
  load.mockReturnValueOnce(new Promise((done) => (resolve = () => done({ default: LiveForm }))));
  const server = renderToString(
    withProviders(<PrerenderedRemotesProvider value={{ html: () => PRERENDERED }}>{frame}</PrerenderedRemotesProvider>),
  );
  const container = document.createElement('div');
  container.innerHTML = server;
  document.body.append(container);

  // Before any script runs, the visitor fills in the prerendered copy and stays in the mobile field.
  const copy = (selector: string) => container.querySelector<HTMLInputElement>(`[data-remote-prerendered] ${selector}`)!;
  copy('[name="name"]').value = 'Kavya Iyer';
  copy('[name="mobileNumber"]').value = '9198';
  (copy('[name="level"]') as unknown as HTMLSelectElement).value = 'Advanced';
  copy('[name="terms"]').checked = true;
  copy('[name="mobileNumber"]').focus();
  copy('[name="mobileNumber"]').setSelectionRange(4, 4);

  await act(async () => {
    root = hydrateRoot(container, withProviders(frame));
  });
  expect(container.querySelector('[data-remote-prerendered]')).toHaveAttribute('inert');

  await act(async () => resolve());
  expect(container.querySelector('[data-remote-prerendered]')).toBeNull();
  const mobile = screen.getByLabelText('Mobile') as HTMLInputElement;
  expect(screen.getByLabelText('Name')).toHaveValue('Kavya Iyer');
  expect(mobile).toHaveValue('9198');
  expect(screen.getByLabelText('Level')).toHaveValue('Advanced');
  expect(screen.getByRole('checkbox', { name: 'Terms' })).toBeChecked();
  // React's state has them, not just the DOM: the form would send them.
  expect(screen.getByRole('status').textContent ?? container.querySelector('output')?.textContent).toBe(
    JSON.stringify({ name: 'Kavya Iyer', mobileNumber: '9198', level: 'Advanced', terms: true }),
  );
  expect(mobile).toHaveFocus();
  expect(mobile.selectionStart).toBe(4);
});

test('a visitor who did nothing in the copy finds the live form as it renders', async () => {
  let resolve!: () => void;
  load.mockReturnValueOnce(new Promise((done) => (resolve = () => done({ default: LiveForm }))));
  const server = renderToString(
    withProviders(<PrerenderedRemotesProvider value={{ html: () => PRERENDERED }}>{frame}</PrerenderedRemotesProvider>),
  );
  const container = document.createElement('div');
  container.innerHTML = server;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, withProviders(frame));
  });
  await act(async () => resolve());
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(document.activeElement).toBe(document.body);
});
