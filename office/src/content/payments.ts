import { formatInr } from '@academy/contracts/records';

// The words of the Fees page and of a record's payment and activity panels.

export const feesCopy = {
  heading: 'Fees',
  intro:
    'The fee of each course, as the course pages and the Payment page show it. A course without a fee says “Fee shared after the free demo”.',
  newHeading: 'Publish a fee',
  editHeading: (course: string) => `Change the fee of ${course}`,
  course: 'Course',
  chooseCourse: 'Choose a course',
  fee: 'Fee (₹)',
  period: 'Pays for',
  choosePeriod: 'Choose what the fee pays for',
  periods: { month: 'A month', level: 'A level', term: 'A term' },
  classesPerPeriod: 'Classes it covers',
  billing: (period: string, classes: number | null) => (classes === null ? `a ${period}` : `${classes} a ${period}`),
  confirmPeriod: 'To confirm: use Edit to choose its period and classes',
  batchSize: 'Batch size',
  classMinutes: 'Class length (minutes)',
  included: 'What is included',
  notPublished: 'Not published',
  perClass: (minutes: number) => `${minutes} min`,
  upTo: (children: number) => `Up to ${children}`,
  allPublished: 'Every course has a fee. Use Edit to change one.',
  added: 'The fee is published.',
  updated: 'The fee is saved.',
  deleted: 'The fee is withdrawn.',
  one: (course: string) => `the fee of ${course}`,
};

export const paymentCopy = {
  heading: 'Payment',
  linkIntro: 'Make a link the family opens to pay this amount by UPI. The amount starts at the course’s fee.',
  noFee: 'This course has no published fee: type the amount.',
  amount: 'Amount (₹)',
  makeLink: 'Make payment link',
  linkMade: (amount: number) => `Payment link for ${formatInr(amount)}:`,
  linkFailed: 'The link could not be made.',
  copy: 'Copy link',
  copied: 'Copied.',
  copyFailed: 'Copy did not work: select the link and copy it.',
  whatsapp: 'Share on WhatsApp',
  whatsappText: (number: string, amount: number, link: string) =>
    `GFI Academy: the fee for registration ${number} is ${formatInr(amount)}. Pay by UPI here: ${link}`,
  markPaidHeading: 'Mark paid',
  paidOn: 'Paid on',
  upiReference: 'UPI reference',
  upiReferenceHint: 'The 12-digit UTR the family’s UPI app shows.',
  markPaid: 'Mark paid',
  marked: (amount: number) => `Payment of ${formatInr(amount)} recorded.`,
  markFailed: 'The payment could not be recorded.',
};

export const activityCopy = {
  heading: 'Activity',
  empty: 'Nothing logged yet.',
  loadFailed: 'The activity could not be loaded.',
  kind: 'What',
  outcome: 'Outcome',
  noOutcome: 'No outcome',
  text: 'What happened',
  log: 'Log it',
  logged: 'Logged.',
  logFailed: 'This could not be logged.',
  kinds: { call: 'Call', whatsapp: 'WhatsApp', note: 'Note', email: 'E-mail', payment: 'Payment', status: 'Status' },
  outcomes: { reached: 'Reached', 'no-answer': 'No answer', 'call-back': 'Call back', 'wrong-number': 'Wrong number' },
  statusChange: (from: string, to: string) => `Status ${from} → ${to}`,
  payment: (amount: number, day: string, reference: string) => `Paid ${formatInr(amount)} on ${day}, UPI reference ${reference}`,
  by: (author: string) => `by ${author}`,
  erasedText: '(text erased)',
};
