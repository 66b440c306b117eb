import { defaultConfig, fallbackConfig, loadConfig } from './siteConfig';

const respond = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

test('a partial config.json overrides only the keys it names, nested ones included', async () => {
  const config = await loadConfig('config.json', respond(200, { brand: 'XYZ', email: { blockHeadless: true } }));
  expect(config.brand).toBe('XYZ');
  expect(config.email.blockHeadless).toBe(true);
  expect(config.email.serviceId).toBe(defaultConfig.email.serviceId);
  // A contact or payment detail it does not name is unknown, never the sample one.
  expect(config.supportEmail).toBe('');
  expect(config.supportPhone).toBe('');
  expect(config.payment.upiId).toBe('');
});

describe('when config.json cannot be read, the console says why, the local defaults stand and the contact and payment details are hidden', () => {
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
    expect(config).toEqual(fallbackConfig);
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect([
      config.supportPhone,
      config.supportEmail,
      config.address,
      config.messaging.href,
      config.payment.upiId,
      config.payment.paypal,
    ]).toEqual(['', '', '', '', '', '']);
    expect(JSON.stringify(config)).not.toMatch(/98765|gfi-academy\.example|okaxis|Orchid Plaza/);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String((warn.mock.calls as unknown[][])[0]?.[0]);
    expect(message).toContain('Could not read config.json (');
    expect(message).toContain(problem);
    expect(message).toContain('using the local defaults (API at http://localhost:4000)');
    expect(message).toContain('hiding the contact and payment details');
  });
});
