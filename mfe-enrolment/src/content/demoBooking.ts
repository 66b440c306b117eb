// What the demo booking says: in the registration's success overlay and on the manage page.

export const demoCopy = {
  heading: 'Pick a time for your free demo',
  intro: 'Free times in the next 7 days. Each shows your own time, with India time (IST) beside it.',
  loading: 'Finding free times…',
  loadFailed: 'We could not load the free times.',
  retry: 'Try again',
  bookFailed: 'We could not book that time. Please try again.',
  with: (teacher: string) => `with ${teacher}`,
  teacherPhoto: (teacher: string) => `${teacher}, your teacher`,
  book: (time: string, teacher: string) => `Book ${time} with ${teacher}`,
  seatsLeft: (seats: number) => (seats === 1 ? '1 place left' : `${seats} places left`),
  booking: 'Booking…',
  /** A course with no free time, or "Other": the desk calls instead. */
  callInstead: (course: string) =>
    `There is no free demo time for ${course} in the next 7 days. Our team will call you within one working day (Monday to Saturday, 10 AM to 7 PM IST) to arrange one.`,
  callOther:
    'Our team will call you within one working day (Monday to Saturday, 10 AM to 7 PM IST) to find the right course and a demo time.',
  booked: 'Your free demo is booked',
  bookedLead: 'We have sent the details to your e-mail too.',
  prepareHeading: 'What to prepare',
  prepare: [
    'A laptop or tablet with a working camera and microphone',
    'A quiet corner, a notebook and a pencil',
    'Be ready 5 minutes before the start',
  ],
  addToCalendar: 'Add to calendar',
  manage: 'Change or cancel this demo',
  // The manage page (/demo/<token>).
  pageHeading: 'Your free demo',
  pageDescription: 'See, move or cancel your free demo class.',
  pageCourse: (course: string) => `Course: ${course}`,
  loadingDemo: 'Loading your demo…',
  reschedule: 'Choose another time',
  keepTime: 'Keep this time',
  cancel: 'Cancel the demo',
  cancelConfirm: 'Cancel this demo? The time goes back to other families.',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'No, keep it',
  cancelling: 'Cancelling…',
  cancelled: 'Your demo is cancelled. You can pick a new time below whenever you like.',
  cancelFailed: 'We could not cancel the demo. Please try again.',
  moved: 'Your demo has moved to the new time.',
  linkProblem: 'This link does not open a demo.',
  askUs: (phone: string, email: string) => `Please call us on ${phone} or write to ${email}, and we will arrange your demo.`,
  callUs: (phone: string) => `Call ${phone}`,
  writeUs: (email: string) => `E-mail ${email}`,
} as const;
