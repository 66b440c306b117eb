import { act, screen, waitFor, within } from '@testing-library/react';
import { apiUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import CourseDetailPage from '../../../pages/CourseDetailPage';
import AllTeachers from '../../../widgets/TeachersSection';

const ANAND = {
  name: 'Anand Rao',
  photoFile: 'teacher-anand-rao-1.jpg',
  photoWebpFile: 'teacher-anand-rao-1.webp',
  courses: ['chess', 'abacus'],
  bio: 'Coaches juniors for state championships.',
  credential: { kind: 'fide', id: '5000017' },
};
const MEERA = {
  name: 'Meera Iyer',
  photoFile: 'teacher-meera-1.png',
  photoWebpFile: 'teacher-meera-1.webp',
  courses: ['coding'],
  bio: 'Teaches Scratch and Python.',
  credential: null,
};

let reads = 0;
const answer = (body: Record<string, unknown>, status = 200) =>
  http.get(apiUrl('/v1/teachers'), () => {
    reads += 1;
    return HttpResponse.json(body, { status });
  });
const server = setupApiServer(answer({ teachers: [ANAND, MEERA] }));
beforeEach(() => {
  reads = 0;
});
afterEach(() => localStorage.clear());

/** Once the API has answered, lets the answer reach the screen: what is absent then stays absent. */
async function answered() {
  await waitFor(() => expect(reads).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const renderCourse = (slug: string) =>
  renderWithProviders(<CourseDetailPage />, {
    route: `/courses/${slug}`,
    path: '/courses/:courseName',
    config: { imageBaseUrl: 'https://img.example/images/' },
  });

test("a course page shows its own teachers: name, photo, bio and a link to the credential's public profile", async () => {
  renderCourse('chess');
  const section = await screen.findByRole('region', { name: 'Meet Your Teachers' }, { timeout: 5000 });
  const cards = within(section).getAllByRole('listitem');
  expect(cards).toHaveLength(1);
  expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Anand Rao' })).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Coaches juniors for state championships.')).toBeInTheDocument();
  const photo = within(cards[0]!).getByRole('img', { name: 'Photo of Anand Rao' });
  expect(photo).toHaveAttribute('src', 'https://img.example/images/teacher-anand-rao-1.jpg');
  expect(photo).toHaveAttribute('width', '112');
  expect(photo).toHaveAttribute('height', '112');
  expect(cards[0]!.querySelector('source')).toHaveAttribute('srcset', 'https://img.example/images/teacher-anand-rao-1.webp');
  const link = within(cards[0]!).getByRole('link', { name: /FIDE ID 5000017/ });
  expect(link).toHaveAttribute('href', 'https://ratings.fide.com/profile/5000017');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByText('Meera Iyer')).not.toBeInTheDocument();
});

test('About lists every teacher with the courses they teach; one without a credential has no link', async () => {
  renderWithProviders(<AllTeachers />);
  const section = await screen.findByRole('region', { name: 'Our Teachers' });
  const cards = within(section).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Anand Rao', 'Meera Iyer']);
  expect(within(cards[0]!).getByText('Teaches Chess, Abacus')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Teaches Coding')).toBeInTheDocument();
  expect(within(cards[1]!).queryByRole('link')).not.toBeInTheDocument();
});

test('a course no teacher teaches has no teachers section at all: no heading, no empty message', async () => {
  renderCourse('vedicmath');
  await answered();
  expect(screen.queryByRole('heading', { name: 'Meet Your Teachers' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Meet Your Teachers' })).not.toBeInTheDocument();
  // The rest of the page is there.
  expect(screen.getByRole('heading', { level: 2, name: 'Ratings & Reviews' })).toBeInTheDocument();
});

test('with no teachers published, About has no teachers section', async () => {
  server.use(answer({ teachers: [] }));
  const { container } = renderWithProviders(<AllTeachers />);
  await answered();
  expect(container).toBeEmptyDOMElement();
});

test('while loading nothing is drawn, and a failed read hides the section (no error shown)', async () => {
  server.use(answer({ error: 'down' }, 500));
  const { container } = renderCourse('chess');
  expect(screen.queryByRole('region', { name: 'Meet Your Teachers' })).not.toBeInTheDocument();
  await answered();
  expect(screen.queryByRole('region', { name: 'Meet Your Teachers' })).not.toBeInTheDocument();
  expect(within(container).queryByRole('alert')).not.toBeInTheDocument();
});
