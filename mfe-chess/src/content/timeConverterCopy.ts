// The Time Converter page's words.

export const TIME_CONVERTER_TITLE = 'Time Converter';
export const TIME_CONVERTER_INTRO =
  'Our classes and tournaments are scheduled in India Standard Time (IST). Pick a date and an IST time to see it in your own time zone and in every country we teach in, or turn your local time into IST. Daylight saving is taken into account.';

export const FROM_IST = {
  heading: 'From IST to your time',
  date: 'Date in India',
  time: 'Time in India (IST)',
  yourTime: (zone: string) => `Your time (${zone})`,
  /** Until the browser says which zone it is in (the page as first sent, or without JavaScript). */
  yourTimePending: { label: 'Your time', time: '—', detail: 'Shown once the page has loaded in your browser.' },
  tableCaption: (time: string, date: string) => `${time} IST on ${date}, in the countries we teach in`,
  placeColumn: 'Country and time zone',
  timeColumn: 'Local date and time',
} as const;

export const TO_IST = {
  heading: 'From your time to IST',
  date: 'Your date',
  time: 'Your time',
  zone: 'Your time zone',
  localOption: (zone: string) => `My time zone (${zone})`,
  result: 'In India (IST)',
  skipped: (time: string, date: string, shown: string) =>
    `${time} does not exist on ${date} in this time zone: the clocks go forward an hour. It is shown for ${shown}, the time the clocks read then.`,
  twice: (time: string, date: string) => `${time} happens twice on ${date} in this time zone: the clocks go back an hour. Both are shown.`,
  first: 'first time',
  second: 'second time',
} as const;

export const DAY_SHIFT: Record<string, string> = { '-1': 'the day before', '1': 'the next day' };

export const TIME_CONVERTER_ERRORS = {
  missing: 'Enter a date and a time to convert.',
  badDate: 'Enter a real date, for example 08/03/2026.',
  badTime: 'Enter a time such as 6:30 PM.',
  outOfRange: (first: number, last: number) => `Choose a date between ${first} and ${last}.`,
} as const;
