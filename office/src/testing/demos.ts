import type { OfficeDemo } from '@academy/contracts/office-rules';

/** A booked demo as GET /office/demos answers it, for the office's tests. */
export const officeDemo = (overrides: Partial<OfficeDemo> = {}): OfficeDemo => ({
  id: 1,
  version: '3',
  registrationNumber: 'GFI10042',
  childName: 'Aarav',
  parentName: 'Meera Shah',
  countryCode: '91',
  mobileNumber: '9876543210',
  course: 'chess',
  slotId: 11,
  startsAt: '2026-11-25T12:00:00.000Z',
  minutes: 30,
  teacherId: 't-asha',
  teacherName: 'Asha Rao',
  status: 'booked',
  bookedAt: '2026-11-24T08:00:00.000Z',
  paid: false,
  ...overrides,
});
