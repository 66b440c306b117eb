import { act, useState } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { AppProviders, defaultConfig } from '@academy/shared';
import { RemoteFrame } from './RemoteFrame';
import { PrerenderedRemotesProvider } from './prerenderedRemotes';
import { loadRemoteComponent } from './remotes';

// A visitor who tabs into the prerendered page and types, before or after scripts run, keeps every
// keystroke and the focus when the live page replaces the copy; a button pressed in the copy once
// scripts run is pressed on the live page.

jest.mock('./remotes', () => ({ loadRemoteComponent: jest.fn() }));
const load = jest.mocked(loadRemoteComponent);

const PRERENDERED =
  '<form><label for="n">Name</label><input id="n" name="name" value=""/>' +
  '<label for="m">Mobile</label><input id="m" name="mobileNumber" value=""/>' +
  '<label for="l">Level</label><select id="l" name="level"><option value="">Select</option><option value="Advanced">Advanced</option></select>' +
  '<label><input type="checkbox" name="terms"/>Terms</label><button type="submit">Send</button></form>';

/** The live form: controlled fields, and what React's state holds, shown as text. */
function LiveForm() {
  const [values, setValues] = useState({ name: '', mobileNumber: '', level: '', terms: false });
  const [sent, setSent] = useState<string[]>([]);
  const set = (key: string, value: string | boolean) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((before) => [...before, values.name]);
      }}
    >
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
      <button type="submit">Send</button>
      <p>Sent: {sent.join(', ')}</p>
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

/**
 * The page as the server sent it, `html` prerendered in the frame, with a remote that renders
 * `Live` once `showLive()` is called; `startScripts()` hydrates it as the browser's scripts do.
 */
function servePrerendered(html: string, Live: ComponentType) {
  let resolve!: () => void;
  load.mockReturnValueOnce(new Promise((done) => (resolve = () => done({ default: Live }))));
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    withProviders(<PrerenderedRemotesProvider value={{ html: () => html }}>{frame}</PrerenderedRemotesProvider>),
  );
  document.body.append(container);
  return {
    container,
    startScripts: () =>
      act(async () => {
        root = hydrateRoot(container, withProviders(frame));
      }),
    showLive: () => act(async () => resolve()),
  };
}

test('what was typed, ticked and chosen in the prerendered form, and the focus, move to the live form', async () => {
  const { container, startScripts, showLive } = servePrerendered(PRERENDERED, LiveForm);

  // Before any script runs, the visitor fills in the prerendered copy and stays in the mobile field.
  const copy = (selector: string) => container.querySelector<HTMLInputElement>(`[data-remote-prerendered] ${selector}`)!;
  copy('[name="name"]').value = 'Kavya Iyer';
  copy('[name="mobileNumber"]').value = '9198';
  (copy('[name="level"]') as unknown as HTMLSelectElement).value = 'Advanced';
  copy('[name="terms"]').checked = true;
  copy('[name="mobileNumber"]').focus();
  copy('[name="mobileNumber"]').setSelectionRange(4, 4);

  await startScripts();
  // Scripts run, the live page is still loading: the copy keeps its focus and takes more typing.
  expect(container.querySelector('[data-remote-prerendered]')).not.toHaveAttribute('inert');
  expect(copy('[name="mobileNumber"]')).toHaveFocus();
  copy('[name="mobileNumber"]').value = '919812';
  copy('[name="mobileNumber"]').setSelectionRange(6, 6);

  await showLive();
  expect(container.querySelector('[data-remote-prerendered]')).toBeNull();
  const mobile = screen.getByLabelText<HTMLInputElement>('Mobile');
  expect(screen.getByLabelText('Name')).toHaveValue('Kavya Iyer');
  expect(mobile).toHaveValue('919812');
  expect(screen.getByLabelText('Level')).toHaveValue('Advanced');
  expect(screen.getByRole('checkbox', { name: 'Terms' })).toBeChecked();
  // React's state has them, not just the DOM: the form would send them.
  expect(screen.getByRole('status').textContent ?? container.querySelector('output')?.textContent).toBe(
    JSON.stringify({ name: 'Kavya Iyer', mobileNumber: '919812', level: 'Advanced', terms: true }),
  );
  expect(mobile).toHaveFocus();
  expect(mobile.selectionStart).toBe(6);
  expect(screen.getByText(/^Sent:/)).toHaveTextContent(/^Sent:$/);
});

test('Send pressed in the copy while the live page loads does not leave the page; the live form sends once, with what was typed', async () => {
  const { container, startScripts, showLive } = servePrerendered(PRERENDERED, LiveForm);
  await startScripts();
  const copyForm = container.querySelector('[data-remote-prerendered] form') as HTMLFormElement;
  (copyForm.querySelector('[name="name"]') as HTMLInputElement).value = 'Kavya Iyer';
  const left = jest.fn((event: Event) => event.defaultPrevented || event.preventDefault());
  document.addEventListener('submit', left);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  copyForm.querySelector('button')!.dispatchEvent(click);
  // The press did nothing in the copy: no no-script submission that would leave the page.
  expect(click.defaultPrevented).toBe(true);
  expect(left).not.toHaveBeenCalled();

  await showLive();
  expect(container.querySelector('[data-remote-prerendered]')).toBeNull();
  expect(screen.getByText(/^Sent:/)).toHaveTextContent('Sent: Kavya Iyer');
  document.removeEventListener('submit', left);
});

test('a visitor who did nothing in the copy finds the live form as it renders', async () => {
  const { startScripts, showLive } = servePrerendered(PRERENDERED, LiveForm);
  await startScripts();
  await showLive();
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(document.activeElement).toBe(document.body);
});

test('of two links alike, the one pressed in the copy is the one followed on the live page', async () => {
  const followed = jest.fn();
  const cards = ['Trainer', 'Client Coordinator'];
  function LiveCards() {
    return (
      <>
        {cards.map((role) => (
          <article key={role} aria-label={role}>
            <a
              href="/careers/career-registration"
              onClick={(event) => {
                event.preventDefault();
                followed(role);
              }}
            >
              Apply Now
            </a>
          </article>
        ))}
      </>
    );
  }
  const copyHtml = cards
    .map((role) => `<article aria-label="${role}"><a href="/careers/career-registration">Apply Now</a></article>`)
    .join('');
  const { container, startScripts, showLive } = servePrerendered(copyHtml, LiveCards);
  await startScripts();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  container.querySelectorAll('[data-remote-prerendered] a')[1]!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);

  await showLive();
  expect(followed.mock.calls).toEqual([['Client Coordinator']]);
});
