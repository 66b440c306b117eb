import type { DemoBooking, DemoPage, DemoSlot } from '@academy/contracts/records';

// Answers of the demo calls for the component tests (the API's agreed shapes).

export const TOKEN = 'tok.en-1';

export const slotAt = (id: number, startsAt: string, teacher = 'Asha Rao'): DemoSlot => ({
  id,
  startsAt,
  minutes: 30,
  course: 'chess',
  teacher: { name: teacher, photoFile: null, photoWebpFile: null },
  seatsLeft: 1,
});

/** Tuesday 1 Dec 2026, 6:00 PM IST (12:30 PM in London). */
export const FIRST = slotAt(1, '2026-12-01T12:30:00.000Z');
/** The next day, 9:00 AM IST (3:30 AM in London). */
export const SECOND = slotAt(2, '2026-12-02T03:30:00.000Z', 'Vikram Nair');
export const SLOTS: DemoSlot[] = [FIRST, SECOND];

export const demoView = (overrides: Partial<DemoPage> = {}): DemoPage => ({
  course: 'chess',
  courseName: 'Chess',
  booking: null,
  slots: SLOTS,
  ...overrides,
});

export const bookingOf = (slot: DemoSlot): DemoBooking => ({
  slotId: slot.id,
  startsAt: slot.startsAt,
  minutes: slot.minutes,
  course: slot.course,
  teacher: slot.teacher,
  status: 'booked',
  timeZone: 'Europe/London',
});
