import { achievementIdFrom, achievementSchema, completeLink, puzzleSchema, tournamentSchema } from './officeContent';
import { applicationUpdateSchema, registrationUpdateSchema, signInSchema } from './office';

// The office's shared rules: what the office's forms and the API both accept and refuse.

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined =>
  result.error?.issues[0]?.message;

test('a tournament starts at an instant; links are http(s), and empty means none', () => {
  const good = {
    startsAt: '2028-02-28T18:35:00.000Z',
    supportLink: '',
    groupALink: 'http://x.example/a',
    groupBLink: 'https://y.example/b',
  };
  expect(tournamentSchema.parse(good)).toEqual({ ...good, name: null, supportLink: null });
  expect(tournamentSchema.parse({ ...good, supportLink: undefined }).supportLink).toBeNull();
  expect(tournamentSchema.safeParse({ ...good, startsAt: '29/02/2028 12:05 AM' }).success).toBe(false);
  expect(firstMessage(tournamentSchema.safeParse({ ...good, groupALink: 'ftp://x.example' }))).toBe(
    'The Group A link must be an http(s) link, or empty for none.',
  );
});

test('a tournament name is trimmed one-line plain text of at most 80 characters; empty or missing is none', () => {
  const base = { startsAt: '2028-02-28T18:35:00.000Z', supportLink: null, groupALink: null, groupBLink: null };
  expect(tournamentSchema.parse({ ...base, name: '  Saturday Rapid 10+5 ' }).name).toBe('Saturday Rapid 10+5');
  for (const none of [undefined, null, '', '   ']) expect(tournamentSchema.parse({ ...base, name: none }).name).toBeNull();
  expect(tournamentSchema.parse({ ...base, name: 'x'.repeat(80) }).name).toHaveLength(80);
  expect(firstMessage(tournamentSchema.safeParse({ ...base, name: 'x'.repeat(81) }))).toBe('The name must be at most 80 characters.');
  expect(firstMessage(tournamentSchema.safeParse({ ...base, name: 'Rapid\u200b Open' }))).toBe(
    'The name must not contain invisible characters such as a zero-width space.',
  );
  expect(firstMessage(tournamentSchema.safeParse({ ...base, name: 'Rapid\nOpen' }))).toBe('The name must not contain control characters.');
  expect(firstMessage(tournamentSchema.safeParse({ ...base, name: '<b>Rapid</b>' }))).toBe('The name must not contain < or >.');
  expect(firstMessage(tournamentSchema.safeParse({ ...base, name: 42 }))).toBe('The name must be text.');
});

test('a puzzle answer is one of its options, exactly; text refuses markup', () => {
  const good = {
    day: '2026-03-01',
    question: '2 + 2?',
    optionA: '3',
    optionB: '4',
    optionC: '5',
    optionD: '6',
    answer: '4',
    explanation: 'Two and two.',
  };
  expect(puzzleSchema.parse({ ...good, question: '  2 + 2?  ' }).question).toBe('2 + 2?');
  expect(firstMessage(puzzleSchema.safeParse({ ...good, answer: '4.0' }))).toBe(
    'The answer must be one of the four options, exactly as written.',
  );
  expect(puzzleSchema.safeParse({ ...good, question: '<b>2 + 2</b>' }).success).toBe(false);
  expect(firstMessage(puzzleSchema.safeParse({ ...good, day: '01/03/2026' }))).toBe('Give a day as YYYY-MM-DD.');
});

test('an achievement id is URL-safe', () => {
  expect(achievementSchema.safeParse({ id: 'tara-menon-2', title: 'Tara', subtitle: 'Champion' }).success).toBe(true);
  for (const id of ['Tara', 'tara--menon', '-tara', 'tara/menon']) {
    expect(achievementSchema.safeParse({ id, title: 'Tara', subtitle: 'Champion' }).success).toBe(false);
  }
});

test("statuses are each list's own; sign-in e-mails are trimmed and lower-cased", () => {
  expect(registrationUpdateSchema.safeParse({ status: 'demo-booked' }).success).toBe(true);
  expect(registrationUpdateSchema.safeParse({ status: 'hired' }).success).toBe(false);
  expect(applicationUpdateSchema.safeParse({ status: 'hired', note: 'Starts Monday' }).success).toBe(true);
  expect(firstMessage(applicationUpdateSchema.safeParse({}))).toBe('Send a status, a note, a follow-up day or an owner.');
  expect(signInSchema.parse({ email: ' Desk@Academy.Example ', password: 'x' }).email).toBe('desk@academy.example');
});

test('an achievement without an id takes one made from its title', () => {
  expect(achievementSchema.parse({ title: 'Tara Menon: State Champion 2026!', subtitle: 'Under-12' }).id).toBe(
    'tara-menon-state-champion-2026',
  );
  expect(achievementSchema.parse({ id: '  ', title: 'Ärjun’s Gold — Café Open', subtitle: 'U-10' }).id).toBe('arjun-s-gold-cafe-open');
  // A typed id wins over the title.
  expect(achievementSchema.parse({ id: 'gold-2026', title: 'Tara', subtitle: 'Champion' }).id).toBe('gold-2026');
  // A title with no Latin letters or digits gives no id, and says so.
  expect(firstMessage(achievementSchema.safeParse({ title: 'शतरंज', subtitle: 'विजेता' }))).toBe(
    'Please enter the id: the title has no letters or digits to make one from.',
  );
  const long = achievementIdFrom(`${'a'.repeat(59)} bcd`);
  expect(long).toBe('a'.repeat(59));
  expect(long.length).toBeLessThanOrEqual(60);
});

test('a link typed without https:// is completed, not refused', () => {
  expect(completeLink('lichess.org/tournament/abc')).toBe('https://lichess.org/tournament/abc');
  expect(completeLink(' //chat.whatsapp.com/x ')).toBe('https://chat.whatsapp.com/x');
  expect(completeLink('http://x.example')).toBe('http://x.example');
  const good = {
    startsAt: '2028-02-28T18:35:00.000Z',
    supportLink: 'wa.me/919812345678',
    groupALink: 'lichess.org/team/gfi',
    groupBLink: '',
  };
  expect(tournamentSchema.parse(good)).toEqual({
    ...good,
    name: null,
    supportLink: 'https://wa.me/919812345678',
    groupALink: 'https://lichess.org/team/gfi',
    groupBLink: null,
  });
  // Another scheme is still refused.
  expect(firstMessage(tournamentSchema.safeParse({ ...good, groupBLink: 'javascript:alert(1)' }))).toBe(
    'The Group B link must be an http(s) link, or empty for none.',
  );
});
