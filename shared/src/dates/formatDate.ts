// The visitor's own calendar: a pure function of a Date in the browser's time zone, so the caller
// decides "now". India's calendar and clock, and the DD/MM/YYYY way of writing a day, are
// @academy/contracts/time's.

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The calendar day of `date` in the browser's own time zone, as the API writes days: 'YYYY-MM-DD'. */
export function localIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
