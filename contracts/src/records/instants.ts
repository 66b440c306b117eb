import { z } from 'zod';

// How time travels between the parts: an instant is ISO 8601 in UTC with a `Z`
// (`2026-11-25T13:30:00.000Z`), a calendar day is `YYYY-MM-DD`. Local time (IST or the
// visitor's) is a way of showing an instant, made where it is shown.

export const instantSchema = z.iso.datetime({ message: 'Give an instant as ISO 8601 UTC, e.g. 2026-11-25T13:30:00.000Z.' });
export type Instant = z.infer<typeof instantSchema>;

export const isoDaySchema = z.iso.date({ message: 'Give a day as YYYY-MM-DD.' });
export type IsoDay = z.infer<typeof isoDaySchema>;
