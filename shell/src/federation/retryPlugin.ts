import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RemoteEntryExports = Parameters<NonNullable<ModuleFederationRuntimePlugin['getModuleFactory']>>[0]['remoteEntryExports'];

// Transient network failures of a remote are retried before a frame shows its error: the manifest
// and JSON fetches the runtime makes, the remote entry's script, and the exposed module's factory.
// Our own small runtime plugin, built on the runtime's hooks only, so the shell's bundle carries
// one federation runtime and one @module-federation/sdk (the published retry plugin pulled in an
// older sdk of its own). Same behaviour as that plugin: `retryTimes` more attempts after the first,
// `retryDelay` ms apart.

export interface RetryOptions {
  retryTimes: number;
  retryDelay: number;
}

const wait = (ms: number): Promise<void> => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Calls `attempt` until it resolves, at most `retryTimes` more times after the first; the last error is thrown. */
export async function withRetries<T>(attempt: () => Promise<T>, { retryTimes, retryDelay }: RetryOptions, before?: () => void): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      before?.();
      return await attempt();
    } catch (error) {
      if (tried >= retryTimes) throw error;
      await wait(retryDelay);
    }
  }
}

/** A fetch the runtime makes (a manifest): a network error, a status other than 2xx, or a body that is not JSON is retried. */
async function fetchJsonWithRetries(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  return withRetries(async () => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response
      .clone()
      .json()
      .catch((error: unknown) => {
        throw new Error(`${url} is not JSON: ${String(error)}`);
      });
    return response;
  }, options);
}

export function retryPlugin(options: { fetch: RetryOptions; script: RetryOptions }): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-retry-plugin',
    fetch: (url, init) => fetchJsonWithRetries(url, init, options.fetch),
    // The runtime's own load of the entry failed: load it again, forgetting the failed load each time.
    // (The runtime's type says Promise<Promise<…>>, which a promise can never be: it awaits one.)
    loadEntryError: ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      const loaded = withRetries(
        () => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }),
        options.script,
        () => {
          delete globalLoading[uniqueKey];
        },
      ).then((exports) => exports || undefined);
      return loaded as unknown as Promise<Promise<RemoteEntryExports | undefined>>;
    },
    getModuleFactory: ({ remoteEntryExports, expose }) =>
      withRetries(() => Promise.resolve(remoteEntryExports.get(expose)), options.script),
  };
}
