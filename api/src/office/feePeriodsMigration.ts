// Migration 15: a fee says what it pays for (a month, a level or a term) and how many classes it
// covers. A fee published before then keeps its text, and its period and classes are read from
// that text where it says them ("Eight live classes a month" → month, 8). Where the text does not
// name a period ("Two classes a week"), the fee is kept as monthly with its classes unknown and
// `period_confirmed` 0, so the office asks the desk to confirm it; a count next to no period is
// not trusted (two a week is not two a month). Fixed SQL, the same on both engines.

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const PERIOD_WORDS = ['month', 'term', 'level'] as const;

const text = 'lower(included)';
const saysPeriod = PERIOD_WORDS.map((word) => `${text} LIKE '%${word}%'`).join(' OR ');

/** The count before "class" in the text, larger numbers first so "18 classes" is not read as 8. */
const classCount = (): string => {
  const whens: string[] = [];
  for (let n = 48; n >= 1; n -= 1) {
    const word = NUMBER_WORDS[n - 1];
    const spelled = [`${n}`, ...(word ? [word] : [])];
    const tests = spelled.flatMap((s) => [`${text} LIKE '${s} %class%'`, `${text} LIKE '% ${s} %class%'`]);
    whens.push(`WHEN ${tests.join(' OR ')} THEN ${n}`);
  }
  return `CASE ${whens.join(' ')} END`;
};

export const FEE_PERIODS_MIGRATION = {
  version: 15,
  statements: [
    "ALTER TABLE fees ADD COLUMN period TEXT NOT NULL DEFAULT 'month'",
    'ALTER TABLE fees ADD COLUMN classes_per_period INTEGER',
    'ALTER TABLE fees ADD COLUMN period_confirmed INTEGER NOT NULL DEFAULT 0',
    `UPDATE fees SET period = CASE ${PERIOD_WORDS.map((word) => `WHEN ${text} LIKE '%${word}%' THEN '${word}'`).join(' ')} ELSE 'month' END`,
    `UPDATE fees SET classes_per_period = ${classCount()} WHERE ${saysPeriod}`,
    'UPDATE fees SET period_confirmed = 1 WHERE classes_per_period IS NOT NULL',
  ],
} as const;
