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

test('a missing config.json leaves the local defaults of DESIGN §2', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const config = await loadConfig('config.json', respond(404, {}));
  expect(config).toEqual(defaultConfig);
  expect(config.apiBaseUrl).toBe('http://localhost:4000');
  expect(config.supportPhone).toBe('+91 98765 43210');
});
