import { useSyncExternalStore } from 'react';
import { browserZone } from '../lib/convertTime';

const subscribe = () => () => {};

/** The visitor's zone name in the browser; null while prerendering (the server's zone is not theirs). */
export function useBrowserZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, () => null);
}
