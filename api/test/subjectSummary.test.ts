import { subjectSummary } from '../src/office/subjectSummary';
import type { SubjectData } from '../src/office/personalData';
import type { RegistrationRecord } from '@academy/contracts/records';

// The access request's plain words at their edges: nothing held, an erased record, a record
// from before consent, and counts of one and of many.

const EMAIL = 'asked@example.com';
const AT = '2026-11-25T13:30:00.000Z';

const registration = (overrides: Partial<RegistrationRecord>): RegistrationRecord => ({
  registrationNumber: 'GFI10012',
  receivedAt: AT,
  course: 'Chess',
  parentName: 'Priya Sharma',
  childName: 'Aarav',
  age: '9',
  address: '',
  countryCode: '91',
  mobileNumber: '9876543210',
  email: EMAIL,
  referralCode: '',
  status: 'contacted',
  note: '',
  consent: { at: AT, notice: '2026-11-24' },
  erasedAt: null,
  emails: [],
  ...overrides,
});

const held = (data: Partial<SubjectData>): SubjectData => ({
  email: EMAIL,
  registrations: [],
  applications: [],
  emails: [],
  audit: [],
  demoBookings: [],
  ...data,
});

test('nothing held is said in words, with the time of the answer in India', () => {
  expect(subjectSummary(held({}), AT)).toBe(
    [
      `Personal data we hold about ${EMAIL}, as of 25/11/2026 07:00 PM India time.`,
      '',
      `We hold no registrations for ${EMAIL}.`,
      '',
      `We hold no job applications from ${EMAIL}.`,
      '',
      'We hold no copies of e-mails sent to or about this address.',
      '',
      'The file personal-data.json holds the same data in full, in a form a computer can read.',
      '',
    ].join('\n'),
  );
});

test('two registrations, one erased and one from before consent; empty fields are left out', () => {
  const erased = registration({
    registrationNumber: 'GFI10013',
    parentName: '',
    childName: '',
    age: '',
    countryCode: '',
    mobileNumber: '',
    email: '',
    erasedAt: '2026-11-26T04:00:00.000Z',
  });
  const summary = subjectSummary(
    held({
      registrations: [registration({ consent: null }), erased],
      emails: [{ templateId: 't', params: {}, receivedAt: AT }],
      audit: [
        { at: AT, actor: 'desk@academy.example', action: 'status', record: 'GFI10012', detail: 'new → contacted' },
        { at: AT, actor: 'desk@academy.example', action: 'erase', record: 'GFI10013', detail: 'asked' },
      ],
    }),
    AT,
  );
  expect(summary).toContain(
    [
      `We hold 2 registrations for ${EMAIL}:`,
      `- GFI10012 for Chess, received 25/11/2026 07:00 PM India time: parent Priya Sharma, child Aarav, age 9, phone +919876543210, e-mail ${EMAIL}; no consent recorded (it arrived before consent was asked for); status contacted.`,
      '- GFI10013 for Chess, received 25/11/2026 07:00 PM India time: its personal data was erased on 26/11/2026 09:30 AM India time; consent given 25/11/2026 07:00 PM India time to privacy notice version 2026-11-24; status contacted.',
    ].join('\n'),
  );
  expect(summary).toContain('We hold copies of 1 e-mail sent to or about this address, sent 25/11/2026 07:00 PM India time.');
  expect(summary).toContain("Our staff's log holds 2 entries about these records");
});

test('the free demo bookings are listed with their time in India, teacher and status', () => {
  const summary = subjectSummary(
    held({
      demoBookings: [
        {
          registrationNumber: 'GFI10042',
          startsAt: '2026-12-05T12:00:00.000Z',
          minutes: 30,
          course: 'coding',
          teacher: 'Anita Rao',
          status: 'attended',
          timeZone: 'Europe/London',
          bookedAt: '2026-12-01T06:00:00.000Z',
        },
      ],
    }),
    AT,
  );
  expect(summary).toContain(
    'We hold 1 free demo booking for these registrations:\n- GFI10042: a 30-minute coding demo with Anita Rao on 05/12/2026 05:30 PM India time',
  );
  expect(summary).toContain('attended; your time zone Europe/London.');
});
