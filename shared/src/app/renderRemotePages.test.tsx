import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useClock } from '../clock/ClockContext';
import { useConfig } from '../config/ConfigContext';
import { PageMeta } from '../seo/PageMeta';
import { renderRemotePages, routesOf, toFragment } from './renderRemotePages';

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

const render = () => {
  const { CoursePage = {} } = renderRemotePages('courses', [{ module: 'CoursePage', path: '/courses/:courseName', routes: ['/courses/chess', '/courses/coding'], component: CourseTitlePage }], {
    configJson: { brand: 'Test Academy' },
    now: new Date('2026-03-01T10:00:00Z'),
  });
  return CoursePage;
};
const chess = () => render()['/courses/chess'] ?? { html: '', styles: '' };

test('each route of each page is rendered with its params, the config and the fixed clock', () => {
  const page = render();
  expect(Object.keys(page)).toEqual(['/courses/chess', '/courses/coding']);
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
  expect(fragment).toEqual({ html: '<main><h1>Hi</h1></main>', styles: '<style data-remote-prerender="chess">.a{color:red;}/*!sc*/\n</style>' });
  expect(toFragment('chess', '<p>x</p>', '').styles).toBe('');
});

test('a page is prerendered at its canonical path and at every alias', () => {
  expect(routesOf('registration')).toEqual(['/registration', '/register']);
  expect(routesOf('tournament')).toEqual(['/tournament', '/chess/tournament', '/courses/chess/tournament']);
  expect(routesOf('payment')).toEqual(['/payment']);
});
