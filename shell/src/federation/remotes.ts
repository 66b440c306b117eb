import type { ComponentType } from 'react';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { retryPlugin } from './retryPlugin';
import { logComposition } from './releaseInfo';
import { hostShared } from './sharedModules';

// The federation runtime lives in this module's chunk, loaded by the first remote frame that
// comes near the viewport (or /__versions): the shell's first paint carries none of it.
// Remote addresses come from remotes.json beside index.html.

import type { RemoteName } from '@academy/contracts/site';

export type { RemoteName };
export type RemoteMap = Partial<Record<RemoteName, string>>;

interface Federation {
  instance: ModuleFederation;
  map: RemoteMap;
}

let federation: Promise<Federation> | null = null;

async function fetchRemoteMap(url: string): Promise<RemoteMap> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteMap;
}

/** Reads remotes.json and starts the federation with every remote; a failure is forgotten so Retry reads it again. */
function startFederation(url: string): Promise<Federation> {
  federation ??= fetchRemoteMap(url).then(
    (map) => {
      const instance = createInstance({
        name: 'shell',
        remotes: Object.entries(map).map(([name, entry]) => ({ name, entry })),
        shared: hostShared(),
        // An offline remote must not block the shell or the others.
        shareStrategy: 'loaded-first',
        plugins: [
          // The remotes' entries carry no runtime of their own: they use this one.
          injectExternalRuntimeCore(),
          // Transient network failures of a remote entry are retried before a frame shows an error.
          retryPlugin({ script: { retryTimes: 2, retryDelay: 400 }, fetch: { retryTimes: 2, retryDelay: 400 } }),
        ],
      });
      logComposition(map);
      return { instance, map };
    },
    (error: unknown) => {
      federation = null;
      throw error;
    },
  );
  return federation;
}

/** The composed remotes (remotes.json), once the federation has started with them. */
export async function registerRemotesOnce(url = 'remotes.json'): Promise<RemoteMap> {
  return (await startFederation(url)).map;
}

/**
 * Loads `remote/expose`. With `fresh`, the remote is registered again first, which drops
 * the runtime's cached (failed) entry so the browser really fetches it anew.
 */
export async function loadRemoteComponent(remote: RemoteName, expose: string, fresh: boolean): Promise<{ default: ComponentType }> {
  const { instance, map } = await startFederation('remotes.json');
  const entry = map[remote];
  if (!entry) throw new Error(`remotes.json has no address for "${remote}"`);
  if (fresh) instance.registerRemotes([{ name: remote, entry }], { force: true });
  const module = await instance.loadRemote<{ default: ComponentType }>(`${remote}/${expose}`);
  if (!module?.default) throw new Error(`${remote}/${expose} did not load`);
  return module;
}
