// What a composed release says about itself: each remote's entry is …/<version>/remoteEntry.js,
// and the build in that folder names its version in mf-manifest.json.
import { MANIFEST_FILE, versionOfEntry } from '@academy/contracts/site';

/** The version folder of an entry URL, or null when the entry is not in a version folder. */
export const composedVersion = (entry: string): string | null => versionOfEntry(new URL(entry, document.baseURI).href);

/** Reads metaData.buildInfo.buildVersion from the manifest beside an entry. */
export async function builtVersion(entry: string): Promise<string> {
  const response = await fetch(new URL(MANIFEST_FILE, new URL(entry, document.baseURI)), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST_FILE} answered ${response.status}`);
  const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version) throw new Error('mf-manifest.json names no build version');
  return version;
}

/** One console line naming the composed version of every remote, written when remotes.json is read. */
export function logComposition(map: Record<string, string | undefined>): void {
  const parts = Object.entries(map).map(([name, entry]) => `${name} ${entry ? (composedVersion(entry) ?? entry) : '—'}`);
  console.info(`Release: ${parts.join(', ')} (details at /__versions)`);
}
