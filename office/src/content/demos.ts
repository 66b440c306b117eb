// The office's words for the free demos: the calendar, publishing slots and the funnel.
import { findCourse } from '@academy/contracts/catalogue';
import type { DemoBookingStatus } from '@academy/contracts/records';

/** A course slug as staff read it ('Conceptual Math'). */
export const courseName = (slug: string): string => findCourse(slug)?.label ?? slug;

export const demosCopy = {
  heading: 'Demos',
  week: (first: string, last: string) => `Week of ${first} – ${last}`,
  previousWeek: 'Previous week',
  thisWeek: 'This week',
  nextWeek: 'Next week',
  previousDay: 'Previous day',
  today: 'Today',
  nextDay: 'Next day',
  teacher: 'Teacher',
  allTeachers: 'All teachers',
  empty: 'No demos booked in these days.',
  emptyDay: 'No demos',
  times: 'Times are India time (IST).',
  status: { booked: 'Booked', attended: 'Attended', 'no-show': 'No-show', cancelled: 'Cancelled' } satisfies Record<
    DemoBookingStatus,
    string
  >,
  open: (child: string, time: string) => `${child} at ${time}`,
  // One demo.
  detailHeading: (child: string, course: string) => `Demo: ${child}, ${course}`,
  when: 'When',
  with: 'Teacher',
  parent: 'Parent',
  registration: 'Registration',
  statusLabel: 'Status',
  paid: 'Paid',
  notPaid: 'Not yet paid',
  markAttended: 'Mark attended',
  markNoShow: 'Mark no-show',
  cancelDemo: 'Cancel the demo',
  cancelConfirm: 'Cancel this demo on the parent’s behalf? Its seat is freed.',
  cancelYes: 'Yes, cancel it',
  keep: 'Keep it',
  move: 'Move to another slot',
  moveTo: 'Move to',
  moveChoose: 'Choose a free slot',
  moveSubmit: 'Move the demo',
  noFreeSlots: 'No other free slot for this course in the next 4 weeks.',
  loadingSlots: 'Finding free slots…',
  slotsFailed: 'The free slots could not be loaded.',
  close: 'Close',
  saving: 'Saving…',
  changed: (what: string) => `Done: ${what}.`,
  changedSince: 'Someone changed this demo since you opened it, so nothing was saved.',
  reload: 'Reload',
  failed: 'This could not be saved.',
  minutes: (minutes: number) => `${minutes} min`,
} as const;

export const todayDemosCopy = {
  heading: 'Today’s demos',
  empty: 'No demos booked for today.',
  all: 'Open the demo calendar',
};

export const funnelCopy = {
  heading: 'Funnel',
  filters: 'Funnel filters',
  from: 'From',
  to: 'To',
  course: 'Course',
  allCourses: 'All courses',
  show: 'Show',
  exportCsv: 'Export CSV',
  empty: 'No registrations in these weeks.',
  caption: (from: string, to: string) => `From registration to payment, ${from} to ${to} (weeks on India’s calendar).`,
  tableLabel: 'Funnel by week and course',
  columns: ['Week', 'Course', 'Registrations', 'Demo booked', 'Attended', 'Paid', 'Days to book', 'Days to attend', 'Days to pay'],
};

export const slotsCopy = {
  heading: 'Demo slots',
  intro:
    'Publish when each teacher can give a free demo. Parents see the free slots of the next 7 days right after they register. Times are India time (IST).',
  oneOff: 'One slot',
  rule: 'Every week',
  exception: 'Day off',
  startsAt: 'Starts (IST)',
  minutes: 'Length (minutes)',
  capacity: 'Seats (1 for one-to-one)',
  course: 'Course',
  teacher: 'Teacher',
  chooseTeacher: 'Choose a teacher',
  allTeachers: 'All teachers',
  weekday: 'Weekday',
  timeIst: 'Time (IST)',
  from: 'From',
  until: 'Until',
  day: 'Day',
  reason: 'Reason',
  publishSlot: 'Publish the slot',
  publishRule: 'Publish the rule',
  publishException: 'Add the day off',
  publishing: 'Publishing…',
  slotPublished: (when: string) => `Published: ${when} IST.`,
  rulePublished: (made: number, skipped: number) =>
    `Published: ${made} slots made${skipped ? `, ${skipped} skipped (a day off or a clash)` : ''}.`,
  exceptionAdded: (removed: number, booked: number) =>
    `Day off added: ${removed} free ${removed === 1 ? 'slot' : 'slots'} removed${booked ? `; ${booked} with bookings stay — cancel them below so their parents are told` : ''}.`,
  upcoming: 'Slots of the next 4 weeks',
  slotsTable: 'Slots, one per row',
  noSlots: 'No slots in the next 4 weeks.',
  rules: 'Weekly rules',
  noRules: 'No weekly rules.',
  exceptions: 'Days off',
  noExceptions: 'No days off.',
  columns: { when: 'When (IST)', course: 'Course', teacher: 'Teacher', seats: 'Booked', status: 'Status', actions: 'Actions' },
  seats: (booked: number, capacity: number) => `${booked} of ${capacity}`,
  cancelled: 'Cancelled',
  open: 'Open',
  delete: 'Delete',
  cancel: 'Cancel the slot',
  cancelReason: 'Sentence for the parents (optional)',
  cancelConfirm: 'Cancel it and tell the parents',
  keep: 'Keep it',
  slotCancelled: (told: number) => `Slot cancelled; ${told} ${told === 1 ? 'parent was' : 'parents were'} told.`,
  deleted: 'Deleted.',
  ruleText: (weekday: string, time: string, minutes: number, course: string, teacher: string, from: string, until: string) =>
    `${weekday}s at ${time} IST, ${minutes} min, ${course} with ${teacher}, ${from} to ${until}`,
  exceptionText: (day: string, who: string, reason: string) => `${day}: ${who} (${reason})`,
};
