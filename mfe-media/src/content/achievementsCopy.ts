// Copy of the achievements gallery and detail.

export const ACHIEVEMENTS_COPY = {
  title: 'Achievements',
  intro: 'Every certificate here was earned by one of our students. Open one to share it or download it.',
  loading: 'Loading achievements…',
  empty: 'Sorry, No Achievements Available. Please check again after sometime.',
  loadFailedToast: 'Failed to load page. Please try again.',
  loadFailed: 'The achievements could not be loaded.',
  /** Offline, above the copy last fetched: "Offline: showing the achievements as of …". */
  kept: 'the achievements',
  retry: 'Try again',
  /** The heading line of a sample certificate drawn on its card. */
  certificateKind: 'Certificate of Achievement',
} as const;

export const ACHIEVEMENT_DETAIL_COPY = {
  loading: 'Loading achievement…',
  fetchFailedLog: 'Failed to fetch achievement details. Please try again.',
  fetchFailedTitle: 'This achievement could not be loaded',
  fetchFailed: 'Please check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Achievement not found',
  notFound: 'We could not find an achievement at this address. It may have been renamed or removed.',
  backToGallery: 'Back to all achievements',
  share: 'Share',
  download: 'Download',
  downloading: 'Downloading…',
  downloadFailed: 'The picture could not be downloaded. Please try again.',
  imageAlt: 'Certificate of {title}: {subtitle}',
  /** Offline, above the copy last fetched: "Offline: showing this achievement as of …". */
  kept: 'this achievement',
} as const;
