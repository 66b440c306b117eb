import type { OfficeRecordKind } from '@academy/contracts/office-rules';

// The words of the registrations and applications lists.

export const recordsCopy: Record<
  OfficeRecordKind,
  { heading: string; one: string; numberLabel: string; empty: string; searchHint: string }
> = {
  registrations: {
    heading: 'Registrations',
    one: 'registration',
    numberLabel: 'Registration number',
    empty: 'No registrations match these filters.',
    searchHint: 'A registration number, name, e-mail or mobile number',
  },
  applications: {
    heading: 'Applications',
    one: 'application',
    numberLabel: 'Application number',
    empty: 'No applications match these filters.',
    searchHint: 'An application number, name, e-mail or mobile number',
  },
};

export const filterCopy = {
  legend: 'Filters',
  q: 'Search',
  /** A registration's course; an applicant's subject, from the careers form's own list. */
  subject: { registrations: 'Course', applications: 'Expert in' },
  anySubject: { registrations: 'Any course', applications: 'Any subject' },
  status: 'Status',
  anyStatus: 'Any status',
  from: 'From (DD/MM/YYYY)',
  to: 'To (DD/MM/YYYY)',
  correctFirst: 'Correct the dates above to see the list.',
  apply: 'Apply filters',
  clear: 'Clear',
  export: 'Export CSV',
  exportNote: 'The CSV holds every row that matches the filters.',
  /** The export's label once the list has loaded: the file holds exactly the rows counted. */
  exportCount: (total: number, one: string) => `Export CSV (${total} ${one}${total === 1 ? '' : 's'})`,
  exportApplied:
    'The filters you typed are applied first: the list now shows what Export CSV will download. Press Export CSV again to download it.',
};

export const tableCopy = {
  number: 'Number',
  date: 'Received (IST)',
  name: 'Name',
  course: 'Course',
  contact: 'Contact',
  phone: 'Mobile',
  email: 'E-mail',
  followUp: 'Follow-up',
  owner: 'Owner',
  expertIn: 'Expert in',
  status: 'Status',
  note: 'Note',
  saveNote: 'Save note',
  /** A row whose personal data was erased, in place of the name. */
  erased: '(erased)',
  details: 'Details',
  statusOf: (number: string) => `Status of ${number}`,
  noteOf: (number: string) => `Note on ${number}`,
  saved: (number: string) => `${number} saved.`,
  total: (total: number, one: string) => `${total} ${one}${total === 1 ? '' : 's'}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous page',
  next: 'Next page',
  pagination: 'Pages',
};

/** What each field of a record is called on its page and in the correction form. */
export const fieldLabels: Record<string, string> = {
  registrationNumber: 'Registration number',
  applicationNumber: 'Application number',
  receivedAt: 'Received',
  position: 'Position applied for',
  course: 'Course',
  parentName: "Parent's name",
  childName: "Child's name",
  age: 'Age',
  address: 'Address',
  countryCode: 'Country code',
  mobileNumber: 'Mobile number',
  email: 'E-mail',
  referralCode: 'Referral code',
  name: 'Name',
  expertIn: 'Expert in',
  level: 'Level',
  yearsOfExperience: 'Years of experience',
  status: 'Status',
  note: 'Note',
  consent: 'Consent',
  erasedAt: 'Personal data erased',
};

export const detailCopy = {
  back: 'Back to the list',
  notFound: 'There is no such record.',
  loadFailed: 'This record could not be loaded.',
  fields: 'Details',
  contact: 'Contact',
  work: 'Status and note',
  /** A time on the record's page, with its zone said. */
  at: (time: string) => `${time} IST`,
  consented: (time: string, notice: string) => `Agreed to the privacy notice ${notice} on ${time} IST`,
  noConsent: 'Not recorded (received before consent was asked)',
};

/** When to follow a record up and who owns it. */
export const followUpCopy = {
  heading: 'Follow-up',
  day: 'Follow up on (DD/MM/YYYY)',
  owner: 'Owner (staff e-mail)',
  save: 'Save follow-up',
  takeIt: 'Make me the owner',
  saved: (number: string) => `The follow-up of ${number} is saved.`,
  changed: 'Someone changed this record since you opened it; its page now shows their change. Nothing was saved: check and save again.',
  /** The list's line under a record's status. */
  line: (day: string | null, owner: string) => [day ? `Follow up ${day}` : '', owner ? `Owner ${owner}` : ''].filter(Boolean).join(' · '),
};

/** The desk's views of a list (`?view=`). */
export const viewCopy = {
  label: 'Show',
  all: 'Every record',
  mine: 'Mine',
  'my-due': 'My follow-ups due',
  'due-today': 'Follow-ups due today',
  overdue: 'Follow-ups overdue',
  'not-contacted': 'Not contacted after 24 h',
  'demos-this-week': 'Demos booked this week',
  'needs-a-slot': 'Needs a slot',
  'no-show': 'No-show',
  'attended-not-paid': 'Attended, not yet paid',
};

/** The one-tap links to reach a record's person. */
export const contactCopy = {
  call: (shown: string) => `Call ${shown}`,
  whatsApp: 'WhatsApp',
  whatsAppWho: (name: string) => `${name} (opens in a new tab)`,
  none: 'No number',
};

/** When a save meets a change someone else made since the record was read (412). */
export const conflictCopy = {
  heading: (number: string) => `${number} was changed by someone else since you opened it. Nothing was saved.`,
  status: (was: string, now: string) => `The status is now ${now} (it was ${was}).`,
  note: (now: string) => `The note is now: “${now}”.`,
  noteCleared: 'The note is now empty.',
  keptNote: 'Your note is kept in the box: save it again to replace theirs.',
  again: 'Choose the status again if you still want to change it.',
};

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** The e-mails a record sends, and where each one stands. */
export const emailCopy = {
  heading: 'E-mails',
  none: 'This record has no e-mails.',
  purpose: {
    confirmation: 'Confirmation to the person',
    notification: 'Notification to the academy',
  },
  sent: 'Sent',
  sentAt: (time: string) => `Sent ${time} IST`,
  waiting: 'Waiting to be sent',
  retrying: (count: number) => `Retrying (${tries(count)} so far)`,
  retryingAt: (count: number, time: string) => `Retrying (${tries(count)} so far), next try at ${time} IST`,
  failed: (count: number) => `Failed after ${tries(count)}`,
  failedWith: (count: number, error: string) => `Failed after ${tries(count)}: ${error}`,
};

/** The rights of the person a record is about: correction, erasure, and an access request's export. */
export const personalDataCopy = {
  heading: 'Personal data',
  correct: 'Correct details',
  correctHint: 'Change what the person asked to correct; the audit log records which fields changed.',
  saveCorrections: 'Save corrections',
  corrected: (number: string) => `${number} corrected.`,
  unchanged: 'Nothing was changed.',
  erase: 'Erase personal data',
  eraseHint:
    'Blanks every personal field and removes the e-mails and retry records that hold them. The number, date, course and status stay. This cannot be undone.',
  reason: 'Reason (kept in the audit log)',
  confirm: (number: string) => `Erase the personal data of ${number} now? This cannot be undone.`,
  eraseNow: 'Erase now',
  cancel: 'Cancel',
  erased: (at: string) => `Personal data erased on ${at}.`,
  exportHeading: 'Access request',
  exportHint:
    'Download everything held about one e-mail address, to send to the person who asked: the data as a file (personal-data.json) and a summary in plain words (personal-data.txt).',
  exportEmail: 'E-mail address',
  exportButton: 'Download data',
  exported: (email: string) => `The data held about ${email} was downloaded as personal-data.json. Its summary in plain words is below.`,
  summaryHeading: 'Summary in plain words',
  downloadSummary: 'Download summary (personal-data.txt)',
};

/** A list on a phone: its filters folded behind a button, and each record a card. */
export const phoneCopy = {
  filters: (applied: number) => `Filters (${applied} applied)`,
  received: 'Received',
};

/** The list's shortcuts that set From and To and apply them (India's calendar). */
export const shortcutCopy = {
  label: 'Received',
  today: 'Today',
  thisWeek: 'This week',
};

/** Views staff name and open again in one click, kept in this browser for the signed-in person. */
export const savedViewCopy = {
  label: 'Saved views',
  name: 'Name this view',
  save: 'Save view',
  nameNeeded: 'Give the view a name.',
  saved: (name: string) => `Saved the view “${name}”.`,
  remove: (name: string) => `Delete the saved view ${name}`,
  removed: (name: string) => `Deleted the saved view “${name}”.`,
};

/** Changing many records at once from the list. */
export const bulkCopy = {
  selectAll: 'Select all on this page',
  select: (number: string) => `Select ${number}`,
  selected: (count: number) => `${count} selected`,
  status: 'Change status',
  chooseStatus: 'Choose a status',
  owner: 'Set owner',
  ownerHint: 'Staff e-mail',
  apply: 'Apply',
  applyStatus: 'Apply status',
  applyOwner: 'Apply owner',
  clear: 'Clear selection',
  /** What a bulk change did: those changed, and those someone else changed since the list was read (left alone). */
  done: (changed: number, changedSince: number) =>
    `${changed} changed${changedSince > 0 ? `; ${changedSince} changed by someone else since — reload to see them` : ''}.`,
  notFound: (numbers: string[]) => `No longer found: ${numbers.join(', ')}.`,
  reload: 'Reload the list',
};
