/** @jest-environment node */
import { retryPlugin, withRetries } from './retryPlugin';

// The shell's own retry plugin: what the published retry plugin did, on the runtime's hooks.

const options = { fetch: { retryTimes: 2, retryDelay: 0 }, script: { retryTimes: 2, retryDelay: 0 } };
type Hook<K extends keyof ReturnType<typeof retryPlugin>> = NonNullable<ReturnType<typeof retryPlugin>[K]>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => jest.restoreAllMocks());

describe('withRetries', () => {
  test('tries once more per retry, waiting between tries, and throws the last error', async () => {
    const attempt = jest.fn().mockRejectedValue(new Error('down'));
    const before = jest.fn();
    const began = Date.now();
    await expect(withRetries(attempt, { retryTimes: 2, retryDelay: 50 }, before)).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(before).toHaveBeenCalledTimes(3);
    expect(Date.now() - began).toBeGreaterThanOrEqual(90);
  });

  test('answers the first success', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue('ok');
    await expect(withRetries(attempt, { retryTimes: 2, retryDelay: 0 })).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});

describe('the runtime plugin', () => {
  test('a manifest fetch is retried on a network error, a 5xx and a body that is not JSON', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(new Response('<html>', { status: 200 }))
      .mockResolvedValue(json({ id: 'careers' }));
    const fetchHook = retryPlugin({ ...options, fetch: { retryTimes: 3, retryDelay: 0 } }).fetch as Hook<'fetch'>;
    const response = (await fetchHook('https://cdn.test/mf-manifest.json', { cache: 'no-cache' })) as Response;
    expect(await response.json()).toEqual({ id: 'careers' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock).toHaveBeenLastCalledWith('https://cdn.test/mf-manifest.json', { cache: 'no-cache' });
  });

  test('a fetch that keeps failing gives up after retryTimes more tries', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json({}, 404));
    const fetchHook = retryPlugin(options).fetch as Hook<'fetch'>;
    await expect(fetchHook('https://cdn.test/mf-manifest.json', {})).rejects.toThrow('answered 404');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('a failed remote entry is loaded again, its failed load forgotten before each try', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = { 'careers:entry': Promise.resolve() };
    const getRemoteEntry = jest.fn().mockImplementation(async () => {
      expect(globalLoading['careers:entry']).toBeUndefined();
      if (getRemoteEntry.mock.calls.length < 3) throw new Error('script failed');
      return exports;
    });
    const hook = retryPlugin(options).loadEntryError as Hook<'loadEntryError'>;
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'careers' }, globalLoading, uniqueKey: 'careers:entry' };
    await expect(hook(args as unknown as Parameters<Hook<'loadEntryError'>>[0])).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  });

  test("an exposed module's factory is asked for again when it fails", async () => {
    const factory = () => ({ default: 'page' });
    const get = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(factory);
    const hook = retryPlugin(options).getModuleFactory as Hook<'getModuleFactory'>;
    const args = { remoteEntryExports: { get, init: jest.fn() }, expose: './CareersPage', moduleInfo: { name: 'careers' } };
    await expect(hook(args as unknown as Parameters<Hook<'getModuleFactory'>>[0])).resolves.toBe(factory);
    expect(get).toHaveBeenCalledWith('./CareersPage');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
