// The office's words: every heading, label and message staff read.

export const officeCopy = {
  brand: 'GFI Academy office',
  /** A page's tab title: the page first, so a row of tabs reads by page. */
  title: (page: string) => (page ? `${page} · GFI Academy office` : 'GFI Academy office'),
  nav: {
    label: 'Office',
    home: 'Today',
    registrations: 'Registrations',
    applications: 'Applications',
    demos: 'Demos',
    demoSlots: 'Demo slots',
    funnel: 'Funnel',
    tournaments: 'Tournaments',
    puzzles: 'Puzzles',
    achievements: 'Achievements',
    fees: 'Fees',
    teachers: 'Teachers',
    audit: 'Audit',
  },
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signOutFailed: 'Signing out did not work. Please try again.',
  skipToContent: 'Skip to content',
  checking: 'Checking your session…',
  sessionFailed: 'The office could not reach the server.',
  retry: 'Try again',
  notFound: 'There is no such page in the office.',
};

export const signInCopy = {
  heading: 'Sign in to the office',
  intro: 'For the academy’s staff. Your account is created by the operator.',
  email: 'E-mail',
  password: 'Password',
  code: 'One-time code',
  codeHint: 'The six-digit code from your authenticator app, or one of your recovery codes.',
  submit: 'Sign in',
  expired: 'Your session has ended. Please sign in again.',
  failed: 'Signing in did not work. Please try again.',
};

export const commonCopy = {
  loadFailed: 'This list could not be loaded.',
  retry: 'Try again',
  saved: 'Saved.',
  saveFailed: 'This could not be saved.',
  deleteFailed: 'This could not be deleted.',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Add',
  actions: 'Actions',
  confirmDelete: (what: string) => `Delete ${what}? This cannot be undone.`,
  leaveUnsaved: 'A note you typed is not saved. Leave this page and lose it?',
};
