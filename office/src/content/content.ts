// The words of the pages that publish what the public site shows.

import { ACHIEVEMENT_IMAGE_MAX_MB } from '@academy/contracts/office-rules';

/**
 * The words of a content item's image field (an achievement's image, a teacher's photo): one
 * rule for both, the API's (JPEG, PNG or WebP, at most ACHIEVEMENT_IMAGE_MAX_MB).
 */
export function imageFieldCopy(label: string, noun: string, aNoun: string) {
  return {
    label,
    keep: `Leave empty to keep the current ${noun}.`,
    missing: `Please choose ${aNoun}.`,
    type: `The ${noun} must be a JPEG, PNG or WebP file.`,
    size: `The ${noun} must be at most ${ACHIEVEMENT_IMAGE_MAX_MB} MB.`,
    alt: (of: string) => `${label} of ${of}`,
  };
}

export const tournamentsCopy = {
  heading: 'Tournaments',
  intro: 'Tonight’s and upcoming tournaments, as the public Tournament page lists them. Times are India time (IST).',
  empty: 'No tournaments yet.',
  newHeading: 'Add a tournament',
  editHeading: (start: string) => `Edit the tournament of ${start}`,
  name: 'Name',
  nameHint: 'Optional, e.g. Saturday Rapid 10+5: the title of its row on the public schedule.',
  start: 'Start (IST)',
  startMissing: 'Please choose the date and start time (IST).',
  support: 'Support link',
  groupA: 'Group A link',
  groupB: 'Group B link',
  linkHint: 'An http(s) link, or leave it empty for none.',
  links: 'Links',
  added: 'The tournament is added.',
  updated: 'The tournament is saved.',
  deleted: 'The tournament is deleted.',
  one: (start: string) => `the tournament of ${start}`,
};

export const puzzlesCopy = {
  heading: 'Puzzles',
  intro: 'One puzzle a day. A puzzle shows on the public Puzzles page from its date on.',
  empty: 'No puzzles yet.',
  newHeading: 'Schedule a puzzle',
  editHeading: (date: string) => `Edit the puzzle of ${date}`,
  date: 'Date',
  dayMissing: 'Please choose the date.',
  dayTaken: (date: string) => `There is already a puzzle on ${date}.`,
  openTaken: (date: string) => `Open the puzzle of ${date}`,
  jumpTo: 'Go to a date',
  jump: 'Show',
  question: 'Question',
  option: (letter: string) => `Option ${letter}`,
  answer: 'Answer',
  answerHint: 'Choose the right option.',
  explanation: 'Explanation',
  preview: 'Preview, as visitors will see it',
  previewEmpty: 'Type the question and options to see the preview.',
  previewAnswer: 'Answer:',
  added: 'The puzzle is scheduled.',
  updated: 'The puzzle is saved.',
  deleted: 'The puzzle is deleted.',
  one: (date: string) => `the puzzle of ${date}`,
};

export const achievementsCopy = {
  heading: 'Achievements',
  intro: `Students’ achievements on the public Achievements page. Images: JPEG, PNG or WebP, at most ${ACHIEVEMENT_IMAGE_MAX_MB} MB; large photos are shrunk. A new achievement shows first; Up and Down change the order.`,
  empty: 'No achievements yet.',
  newHeading: 'Add an achievement',
  editHeading: (id: string) => `Edit the achievement ${id}`,
  id: 'Id (in the page’s address)',
  idHint: 'Made from the title as you type it; you may change it. Lower-case letters, digits and hyphens, e.g. state-champion-2026.',
  idFixed: 'The id stays as it is: it is the page’s address.',
  order: 'Order',
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  up: 'Up',
  down: 'Down',
  moved: 'The order is saved.',
  title: 'Title',
  subtitle: 'Subtitle',
  image: imageFieldCopy('Image', 'image', 'an image'),
  added: 'The achievement is added.',
  updated: 'The achievement is saved.',
  deleted: 'The achievement is deleted.',
  one: (id: string) => `the achievement ${id}`,
};

export const auditCopy = {
  heading: 'Audit',
  intro: 'Every sign-in, status change, note, content change and export, newest first.',
  empty: 'Nothing has been recorded yet.',
  at: 'When (IST)',
  actor: 'Who',
  action: 'What',
  record: 'Record',
  detail: 'Detail',
};
