import { OFFICE_DAY_MESSAGE, dayOfOfficeText, dayRangeProblems, officeTextOfDay } from '@academy/contracts/office-rules';
import type { RecordFilters } from '../api/records';

// The filters as staff type them (days as DD/MM/YYYY) and as the URL and the API take them
// (YYYY-MM-DD). A day that is no day, or a From after To, is a sentence beside its field.

export type DayProblems = Partial<Record<'from' | 'to', string>>;

/** The applied filters as the form shows them. */
export const draftOf = (filters: RecordFilters): RecordFilters => ({
  ...filters,
  from: officeTextOfDay(filters.from),
  to: officeTextOfDay(filters.to),
});

/** The filters a typed form names, and what is wrong with its days (empty when nothing). */
export function readDraft(draft: RecordFilters): { filters: RecordFilters; problems: DayProblems } {
  const problems: DayProblems = {};
  const day = (key: 'from' | 'to'): string => {
    const text = draft[key].trim();
    if (text === '') return '';
    const found = dayOfOfficeText(text);
    if (found === null) problems[key] = OFFICE_DAY_MESSAGE;
    return found ?? '';
  };
  const from = day('from');
  const to = day('to');
  const order = dayRangeProblems(from || undefined, to || undefined);
  return { filters: { ...draft, from, to }, problems: { ...order, ...problems } };
}

/** How many filters the list has applied (the URL's), for the phone's folded filters' button. */
export const appliedCount = (filters: RecordFilters): number =>
  (Object.values(filters) as string[]).filter((value) => value.trim() !== '').length;
