// Copy of the release diagnostics page (/__versions).

export const VERSIONS_META = {
  title: 'Release Versions',
  description: 'The remote builds this release of the site is composed of.',
} as const;

export const VERSIONS_TITLE = 'Release Versions';
export const VERSIONS_INTRO =
  'The remote builds this page loads: the entry each one has in remotes.json and the build version its mf-manifest.json reports.';
export const VERSIONS_COLUMNS = { remote: 'Remote', composed: 'Composed version', built: 'Build version', entry: 'Entry' } as const;
export const VERSIONS_UNREADABLE = 'Sorry, remotes.json could not be read.';
export const MANIFEST_UNREADABLE = 'manifest unavailable';
export const VERSIONS_RETRY = 'Retry';
