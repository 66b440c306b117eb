import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useClock } from '../clock/ClockContext';
import { useConfig } from '../config/ConfigContext';
import { PageMeta } from '../seo/PageMeta';
import { COURSES } from '@academy/contracts/catalogue';
import { renderRemotePages, toFragment } from './renderRemotePages';

const StyledTitle = styled.h1`
  color: ${({ theme }) => theme.color.primary};
`;

function CourseTitlePage() {
  const { courseName } = useParams();
  const { brand } = useConfig();
  return (
    <section>
      <PageMeta title={`Course ${courseName}`} description="About the course." />
      <StyledTitle>{courseName}</StyledTitle>
      <p>
        {brand} on {useClock().now().toISOString().slice(0, 10)}
      </p>
    </section>
  );
}

const Blank = () => <main />;
const options = { configJson: { brand: 'Test Academy' }, now: new Date('2026-03-01T10:00:00Z') };
const renderCourses = () =>
  renderRemotePages('courses', { CoursesPage: Blank, CourseDetailPage: CourseTitlePage, ReviewsPage: Blank }, options);
const render = () => renderCourses().CourseDetailPage ?? {};
const chess = () => render()['/courses/chess'] ?? { html: '', styles: '' };

test('each route of each page is rendered with its params, the config and the fixed clock', () => {
  const page = render();
  expect(Object.keys(page)).toEqual(COURSES.map((course) => course.route));
  expect(page['/courses/chess']?.html).toMatch(/<h1 class="[^"]+">chess<\/h1>/);
  expect(page['/courses/coding']?.html).toContain('>coding</h1>');
  expect(page['/courses/chess']?.html).toContain('Test Academy<!-- --> on <!-- -->2026-03-01');
});

test('the markup leaves out the hoistable head tags, which the shell page already has', () => {
  const { html } = chess();
  expect(html).not.toMatch(/<title|<meta|<link/);
  expect(html.startsWith('<section>')).toBe(true);
});

test('the styles are one plain style tag of the remote, without styled-components markers or global styles', () => {
  const { styles } = chess();
  expect(styles).toMatch(/^<style data-remote-prerender="courses">[^<]*color:#[0-9a-f]{6};[^<]*<\/style>$/i);
  expect(styles).not.toContain('data-styled');
  expect(styles).not.toContain('box-sizing');
});

test('toFragment strips hoistables and styled-components rehydration records', () => {
  const fragment = toFragment(
    'chess',
    '<title>T</title><meta name="description" content="d"/><link rel="canonical" href="/x"/><main><h1>Hi</h1></main>',
    '<style data-styled="true" data-styled-version="6.1">.a{color:red;}/*!sc*/\ndata-styled.g1[id="sc-x"]{content:"a,"}/*!sc*/\n</style>',
  );
  expect(fragment).toEqual({
    html: '<main><h1>Hi</h1></main>',
    styles: '<style data-remote-prerender="chess">.a{color:red;}/*!sc*/\n</style>',
  });
  expect(toFragment('chess', '<p>x</p>', '').styles).toBe('');
});

test('the manifest decides the paths: each page at its canonical path and every alias, one per review topic', () => {
  expect(Object.keys(renderRemotePages('enrolment', { RegistrationPage: Blank }, options).RegistrationPage ?? {})).toEqual([
    '/registration',
    '/register',
  ]);
  expect(
    Object.keys(
      renderRemotePages('chess', { TournamentsPage: Blank, PuzzlePage: Blank, TimeConverterPage: Blank }, options).TournamentsPage ?? {},
    ),
  ).toEqual(['/tournament', '/chess/tournament', '/courses/chess/tournament']);
  expect(Object.keys(renderCourses().ReviewsPage ?? {})).toEqual(['/reviews', '/reviews/conceptualmath']);
});

test('a page the manifest prerenders without its component stops the build, naming it', () => {
  expect(() => renderRemotePages('chess', { TournamentsPage: Blank }, options)).toThrow(
    "The chess remote's prerender has no component for PuzzlePage, which /puzzles shows.",
  );
});
