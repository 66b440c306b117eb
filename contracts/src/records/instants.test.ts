import { instantSchema } from './instants';

test('an instant on the wire is UTC with a Z', () => {
  expect(instantSchema.safeParse('2026-11-25T13:30:00.000Z').success).toBe(true);
  expect(instantSchema.safeParse('2026-11-25T19:00:00+05:30').success).toBe(false);
  expect(instantSchema.safeParse('25/11/2026 07:00 PM').success).toBe(false);
});
