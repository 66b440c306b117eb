import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { logComposition } from './releaseInfo';

// Remote addresses come from remotes.json beside index.html. This module is itself loaded
// lazily, by the first remote frame that comes near the viewport: registration (and the retry
// plugin) cost nothing before first paint, and the first remote module to load waits for it.

export type RemoteName = 'courses' | 'enrolment' | 'chess' | 'careers' | 'media';
export type RemoteMap = Partial<Record<RemoteName, string>>;

let registration: Promise<RemoteMap> | null = null;

async function fetchRemoteMap(url: string): Promise<RemoteMap> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteMap;
}

/** Reads remotes.json and registers every remote; a failure is forgotten so Retry reads it again. */
export function registerRemotesOnce(url = 'remotes.json'): Promise<RemoteMap> {
  registration ??= Promise.all([fetchRemoteMap(url), import('@module-federation/retry-plugin')]).then(
    ([map, { RetryPlugin }]) => {
      // Transient network failures of a remote entry are retried before a frame shows an error.
      registerPlugins([RetryPlugin({ script: { retryTimes: 2, retryDelay: 400 }, fetch: { retryTimes: 2, retryDelay: 400 } })]);
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry: entry as string })));
      logComposition(map);
      return map;
    },
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

/**
 * Loads `remote/expose`. With `fresh`, the remote is registered again first, which drops
 * the runtime's cached (failed) entry so the browser really fetches it anew.
 */
export async function loadRemoteComponent(remote: RemoteName, expose: string, fresh: boolean): Promise<{ default: ComponentType }> {
  const map = await registerRemotesOnce();
  const entry = map[remote];
  if (!entry) throw new Error(`remotes.json has no address for "${remote}"`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<{ default: ComponentType }>(`${remote}/${expose}`);
  if (!module?.default) throw new Error(`${remote}/${expose} did not load`);
  return module;
}
