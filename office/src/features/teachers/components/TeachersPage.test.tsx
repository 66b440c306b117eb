import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, http, setupApiServer } from '@academy/shared/testing';
import { teacherRecordSchema } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { renderInSession, signedInAtDesk } from '../../../testing/renderInSession';
import TeachersPage from './TeachersPage';

// The teacher form: the API receives the fields the shared rule reads (courses as slugs joined
// by commas, the credential as kind and id) and the photo; its refusals show beside the fields.

let stored: TeacherRecord[];
let received: { method: string; path: string; fields: Record<string, string>; photo: string | null }[];

async function readForm(request: Request) {
  const data = await request.formData();
  const fields: Record<string, string> = {};
  let photo: string | null = null;
  data.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
    else photo = `${name}:${value.name}`;
  });
  return { fields, photo };
}

const ANAND = teacherRecordSchema.parse({
  id: 'anand-rao-1a2b3c',
  name: 'Anand Rao',
  photoFile: 'teacher-anand.jpg',
  photoWebpFile: 'teacher-anand.webp',
  courses: ['chess', 'abacus'],
  bio: 'Coaches juniors.',
  credential: { kind: 'fide', id: '5000017' },
});

const server = setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/teachers'), () => HttpResponse.json({ teachers: stored })),
  http.post(apiUrl('/office/teachers'), async ({ request }) => {
    received.push({ method: 'POST', path: '/office/teachers', ...(await readForm(request)) });
    return HttpResponse.json(ANAND, { status: 201 });
  }),
  http.put(apiUrl('/office/teachers/:id'), async ({ request, params }) => {
    received.push({ method: 'PUT', path: `/office/teachers/${String(params.id)}`, ...(await readForm(request)) });
    return HttpResponse.json(ANAND);
  }),
);

beforeEach(() => {
  stored = [];
  received = [];
});

const renderPage = () => renderInSession(<TeachersPage />);
// Node's File, as the request's FormData is Node's in this environment (a browser has one of each).
const photo = () => new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'anand.jpg', { type: 'image/jpeg' }) as unknown as File;

test('a new teacher is sent with their courses, FIDE ID and photo', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByText('No teachers yet. The site shows no Teachers section until one is added.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Anand Rao');
  await user.click(screen.getByRole('checkbox', { name: 'Abacus' }));
  await user.click(screen.getByRole('checkbox', { name: 'Chess' }));
  await user.selectOptions(screen.getByLabelText('Credential'), 'FIDE ID');
  await user.type(screen.getByLabelText('Credential id'), '5000017');
  await user.type(screen.getByLabelText('Short bio'), 'Coaches juniors.');
  await user.upload(screen.getByLabelText('Photo'), photo());
  await user.click(screen.getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('The teacher is added.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'POST',
      path: '/office/teachers',
      photo: 'image:anand.jpg',
      fields: { name: 'Anand Rao', bio: 'Coaches juniors.', courses: 'abacus,chess', credentialKind: 'fide', credentialId: '5000017' },
    },
  ]);
});

test('what is missing or wrong is said beside each field, and nothing is sent', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText(/No teachers yet/);
  await user.selectOptions(screen.getByLabelText('Credential'), 'FIDE ID');
  await user.type(screen.getByLabelText('Credential id'), 'GM-1');
  await user.click(screen.getByRole('button', { name: 'Add' }));

  expect(await screen.findByText('Please enter the name.')).toBeInTheDocument();
  expect(screen.getByText('Please enter the bio.')).toBeInTheDocument();
  expect(screen.getByText('Please choose at least one of the courses.')).toBeInTheDocument();
  expect(screen.getByText('A FIDE ID holds digits only (at most 10), e.g. 5000017.')).toBeInTheDocument();
  expect(screen.getByText('Please choose a photo.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(received).toEqual([]);
});

test("the server's refusal of a field is shown beside it", async () => {
  server.use(
    http.post(apiUrl('/office/teachers'), () =>
      HttpResponse.json({ error: 'Please enter the bio.', fields: { bio: 'The bio must be at most 400 characters.' } }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  renderPage();
  await screen.findByText(/No teachers yet/);
  await user.type(screen.getByLabelText('Name'), 'Anand Rao');
  await user.click(screen.getByRole('checkbox', { name: 'Chess' }));
  await user.type(screen.getByLabelText('Short bio'), 'Coaches juniors.');
  await user.upload(screen.getByLabelText('Photo'), photo());
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('The bio must be at most 400 characters.')).toBeInTheDocument();
  expect(screen.getByLabelText('Short bio')).toHaveFocus();
});

test('a listed teacher shows courses and credential link; an edit keeps the photo unless a new one is chosen', async () => {
  stored = [ANAND];
  const user = userEvent.setup();
  renderPage();
  const row = (await screen.findByRole('rowheader', { name: /Anand Rao/ })).closest('tr')!;
  expect(within(row).getByText('Chess, Abacus')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'FIDE ID 5000017' })).toHaveAttribute('href', 'https://ratings.fide.com/profile/5000017');

  await user.click(within(row).getByRole('button', { name: 'Edit the teacher Anand Rao' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Edit the teacher Anand Rao' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Chess' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Coding' })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'Abacus' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The teacher is saved.')).toBeInTheDocument();
  expect(received).toEqual([
    {
      method: 'PUT',
      path: '/office/teachers/anand-rao-1a2b3c',
      photo: null,
      fields: { name: 'Anand Rao', bio: 'Coaches juniors.', courses: 'chess', credentialKind: 'fide', credentialId: '5000017' },
    },
  ]);
});
