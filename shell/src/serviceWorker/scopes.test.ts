import { isRemoteRequest, pageKey, remoteScopes } from './scopes';

const SITE = 'https://academy.example';

test('a remote on its own host is matched by origin, one served from the site by its folder', () => {
  const scopes = remoteScopes(
    {
      careers: 'https://careers.example/2.1.0/remoteEntry.js',
      media: 'https://academy.example/mfe/media/1.0.0/remoteEntry.js',
      courses: 'https://careers.example/0.9.0/remoteEntry.js',
    },
    SITE,
  );
  expect(scopes).toEqual(['https://careers.example/', 'https://academy.example/mfe/media/1.0.0/']);
  expect(isRemoteRequest('https://careers.example/2.0.0/mf-manifest.json', scopes)).toBe(true);
  expect(isRemoteRequest('https://careers.example/2.1.0/123.abcd1234.js', scopes)).toBe(true);
  expect(isRemoteRequest('https://academy.example/mfe/media/1.0.0/remoteEntry.js', scopes)).toBe(true);
  expect(isRemoteRequest('https://academy.example/main.12345678.js', scopes)).toBe(false);
  expect(isRemoteRequest('https://api.example/tournaments', scopes)).toBe(false);
});

test('a file that is not a map of URLs gives no scopes', () => {
  expect(remoteScopes(null, SITE)).toEqual([]);
  expect(remoteScopes(['https://x.example/remoteEntry.js'], SITE)).toEqual([]);
  expect(remoteScopes({ a: 42, b: 'javascript:alert(1)', c: 'http://[bad' }, SITE)).toEqual([]);
});

test("a page's key drops the trailing slash", () => {
  expect(pageKey(new URL('https://academy.example/'))).toBe('/');
  expect(pageKey(new URL('https://academy.example/about/'))).toBe('/about');
  expect(pageKey(new URL('https://academy.example/courses/chess?x=1'))).toBe('/courses/chess');
});
