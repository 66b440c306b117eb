import { defaultConfig, loadConfig } from './siteConfig';

const respond = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

test('a partial config.json overrides only the keys it names, nested ones included', async () => {
  const config = await loadConfig('config.json', respond(200, { brand: 'XYZ', email: { blockHeadless: true } }));
  expect(config.brand).toBe('XYZ');
  expect(config.email.blockHeadless).toBe(true);
  expect(config.email.serviceId).toBe(defaultConfig.email.serviceId);
  expect(config.supportEmail).toBe('support@gfi-academy.example');
});

describe('when config.json cannot be read, the console says why and the local defaults stand', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const brokenJson = (async () => new Response('{"brand": "XYZ",', { status: 200 })) as unknown as typeof fetch;
  const offline = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;

  test.each([
    ['missing', respond(404, {}), 'it answered HTTP 404'],
    ['not JSON', brokenJson, 'JSON'],
    ['not an object', respond(200, ['a', 'b']), 'it does not hold a JSON object'],
    ['unreachable', offline, 'Failed to fetch'],
  ])('%s', async (_case, fetchImpl, problem) => {
    const config = await loadConfig('config.json', fetchImpl);
    expect(config).toEqual(defaultConfig);
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('Could not read config.json (');
    expect(message).toContain(problem);
    expect(message).toContain('using the local defaults (API at http://localhost:4000)');
  });
});
