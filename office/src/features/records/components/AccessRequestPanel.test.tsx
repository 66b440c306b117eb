import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import { AccessRequestPanel } from './AccessRequestPanel';
import { signedInAtDesk, renderInSession } from '../../../testing/renderInSession';

// An access request from the office: the address asked about, the JSON file saved, and the
// summary in plain words shown with its own download.

const SUMMARY = 'Personal data we hold about asked@example.com, as of 25/11/2026 07:00 PM India time.\n\nWe hold 1 registration …\n';
let asked: string[];

setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/subject'), ({ request }) => {
    const email = new URL(request.url).searchParams.get('email') ?? '';
    asked.push(email);
    if (email === 'busy@example.com') return HttpResponse.json({ error: 'The service is busy. Please try again.' }, { status: 503 });
    return HttpResponse.json({ exportedAt: '2026-11-25T13:30:00.000Z', email, registrations: [], summary: SUMMARY });
  }),
);

/** What the browser was handed to download: each file's name and text. */
let saved: Promise<{ name: string; text: string }>[];
beforeEach(() => {
  asked = [];
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: the browser's side, played here.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:office/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    saved.push((blob ? blob.text() : Promise.resolve('')).then((text) => ({ name: this.download, text })));
  });
});
afterEach(() => jest.restoreAllMocks());

const renderPanel = () => renderInSession(<AccessRequestPanel />);

test('the data is saved as personal-data.json, and the summary is shown and saved as personal-data.txt on its own click', async () => {
  const user = userEvent.setup();
  renderPanel();
  await user.type(screen.getByLabelText('E-mail address'), ' asked@example.com ');
  await user.click(screen.getByRole('button', { name: 'Download data' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'The data held about asked@example.com was downloaded as personal-data.json. Its summary in plain words is below.',
  );
  expect(asked).toEqual(['asked@example.com']);
  const [json] = await Promise.all(saved);
  expect(json?.name).toBe('personal-data.json');
  expect(JSON.parse(json?.text ?? '')).toMatchObject({ email: 'asked@example.com', summary: SUMMARY });

  const summary = screen.getByRole('region', { name: 'Summary in plain words' });
  expect(summary).toHaveTextContent('Personal data we hold about asked@example.com, as of 25/11/2026 07:00 PM India time.');
  expect(saved).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Download summary (personal-data.txt)' }));
  expect(await saved[1]).toEqual({ name: 'personal-data.txt', text: SUMMARY });
});

test('a refusal is said beside the form, and no file or summary is shown', async () => {
  const user = userEvent.setup();
  renderPanel();
  await user.type(screen.getByLabelText('E-mail address'), 'busy@example.com');
  await user.click(screen.getByRole('button', { name: 'Download data' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
  expect(saved).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Summary in plain words' })).not.toBeInTheDocument();
});
