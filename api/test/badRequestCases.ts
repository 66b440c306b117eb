import { HONEYPOT_MESSAGE } from '@academy/contracts/rules';
import { applicantRow, registrationRow } from './testServer';

// The table of refused requests. Rows use issued numbers (GFI10001 is issued and stored,
// TGFI101 issued and free) so each is refused for the one thing the case changes.

export interface BadCase {
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  body?: unknown;
  contentType?: string;
  status: number;
  error: string;
  extra?: Record<string, unknown>;
}

const FORMULA = (label: string, start = '=, +, - or @'): string => `The ${label} must not start with ${start}.`;
const MARKUP = (label: string): string => `The ${label} must not contain < or >.`;
const ROWS = 'The field "values" must be a list holding exactly one row.';
const DATE = 'The date is set by the server: leave the first cell empty.';
const CELL = 'The cell must be one of A2, B2.';
const UPDATED = 'The updatedValue must be a whole number.';

const reg = (index: number, value: string): { values: string[][] } => ({
  values: [registrationRow(10_001, { [index]: value })],
});
const regCase = (name: string, index: number, value: string, error: string, status = 400): BadCase => ({
  name: `registration: ${name}`,
  method: 'POST',
  url: '/new-registration',
  body: reg(index, value),
  status,
  error,
});
const app = (index: number, value: string): { values: string[][] } => ({
  values: [applicantRow(101, 'applicant@example.com', { [index]: value })],
});
const appCase = (name: string, index: number, value: string, error: string, status = 400): BadCase => ({
  name: `applicant: ${name}`,
  method: 'POST',
  url: '/applicants',
  body: app(index, value),
  status,
  error,
});
const put = (name: string, body: unknown, status: number, error: string, extra?: Record<string, unknown>): BadCase => ({
  name: `counter: ${name}`,
  method: 'PUT',
  url: '/values',
  body,
  status,
  error,
  extra,
});
const post = (name: string, body: unknown, error: string, extra: Partial<BadCase> = {}): BadCase => ({
  name: `registration: ${name}`,
  method: 'POST',
  url: '/new-registration',
  body,
  status: 400,
  error,
  ...extra,
});

const good = registrationRow(10_001);

export const BAD_REQUEST_CASES: readonly BadCase[] = [
  // The envelope
  post('values missing', {}, 'The field "values" is required.'),
  post('values is text', { values: 'row' }, ROWS),
  post('values is empty', { values: [] }, ROWS),
  post('two rows at once', { values: [good, good] }, ROWS),
  post('row is not a list', { values: ['GFI10001'] }, 'The row must be a list of cells.'),
  post('row is an object', { values: [{ email: 'a@b.co' }] }, 'The row must be a list of cells.'),
  post('10 cells', { values: [good.slice(0, 10)] }, 'The row must have exactly 11 cells, not 10.'),
  post('12 cells', { values: [[...good, 'x']] }, 'The row must have exactly 11 cells, not 12.'),
  post('a number cell', { values: [good.map((c, i) => (i === 5 ? 9 : c))] }, 'Cell 6 of the row must be text.'),
  post('a null cell', { values: [good.map((c, i) => (i === 9 ? null : c))] }, 'Cell 10 of the row must be text.'),
  post('a nested list cell', { values: [good.map((c, i) => (i === 3 ? ['x'] : c))] }, 'Cell 4 of the row must be text.'),
  post('unknown field', { values: [good], extra: 1 }, 'The field "extra" is not accepted.'),
  post('honeypot filled', { values: [good], website: 'http://spam.example' }, HONEYPOT_MESSAGE),
  post('honeypot not text', { values: [good], website: 1 }, HONEYPOT_MESSAGE),
  post('body is a list', [good], 'The request body must be a JSON object.'),
  post('body is a string', '"hello"', 'The request body must be a JSON object.'),
  post('body is null', 'null', 'The request body must be a JSON object.'),
  post('bad JSON', '{"values": [', 'The request body is not valid JSON.'),
  post('empty body', '', 'The request body must be a JSON object.'),
  post('prototype poisoning', '{"__proto__": {"x": 1}, "values": []}', 'The request body is not valid JSON.'),
  post('huge body', { values: [good], padding: 'x'.repeat(20_000) }, 'The request body is larger than 16 KB.', {
    status: 413,
  }),
  post('form-encoded body', 'values=1', 'Send the request body as JSON (Content-Type: application/json).', {
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  }),
  post('plain text body', 'values=1', 'Send the request body as JSON (Content-Type: application/json).', {
    contentType: 'text/plain',
    status: 415,
  }),
  // Cells of a registration
  regCase('ISO date', 0, '2025-01-31', DATE),
  regCase('impossible date', 0, '31/02/2025', DATE),
  regCase('a date of its own choosing', 0, '01/01/1990', DATE),
  appCase('a date of its own choosing', 0, '01/01/1990', DATE),
  regCase('number without prefix', 1, '10001', 'The registration number must be GFI followed by digits.'),
  regCase('empty number', 1, '', 'The registration number must be GFI followed by digits.'),
  regCase('unknown course', 2, 'Cooking', 'Please choose a course from the list.'),
  regCase('empty course', 2, '', 'Please choose a course from the list.'),
  regCase('course in lower case', 2, 'chess', 'Please choose a course from the list.'),
  regCase('overlong parent name', 3, 'P'.repeat(101), "The parent's name must be at most 100 characters."),
  regCase('script tag in parent name', 3, '<script>alert(1)</script>', MARKUP("parent's name")),
  regCase('= formula in parent name', 3, '=HYPERLINK("http://x.example","y")', FORMULA("parent's name")),
  regCase('+ formula in parent name', 3, '+1+2', FORMULA("parent's name")),
  regCase('- formula in parent name', 3, '-2+3', FORMULA("parent's name")),
  regCase('@ formula in parent name', 3, '@SUM(A1:A2)', FORMULA("parent's name")),
  // A tab is a control character: the body reader refuses it before the row's own checks.
  {
    ...regCase('tab-led parent name', 3, '\t=1+1', 'The field "values" must not contain control characters.'),
    extra: { fields: { values: 'The field "values" must not contain control characters.' } },
  },
  regCase('carriage-return-led parent name', 3, '\r=1+1', FORMULA("parent's name", 'a carriage return')),
  regCase('markup in child name', 4, 'Aarav <b>', MARKUP("child's name")),
  regCase('overlong child name', 4, 'C'.repeat(101), "The child's name must be at most 100 characters."),
  regCase('age in words', 5, 'nine', 'The age must contain digits only.'),
  regCase('age too long', 5, '1234', 'The age must be at most 3 digits.'),
  regCase('overlong address', 6, 'A'.repeat(301), 'The address must be at most 300 characters.'),
  regCase('formula address', 6, '=cmd|" /C calc"!A0', FORMULA('address')),
  regCase('country code with plus', 7, '+91', 'The country code must contain digits only.'),
  regCase('country code too long', 7, '12345', 'The country code must be at most 4 digits.'),
  regCase('missing mobile', 8, '', 'Please enter the mobile number.'),
  regCase('mobile with dash', 8, '98765-43210', 'The mobile number must contain digits only.'),
  regCase('mobile too long', 8, '1'.repeat(16), 'The mobile number must be at most 15 digits.'),
  regCase('missing e-mail', 9, '', 'Please enter your e-mail address.'),
  regCase('blank e-mail', 9, '   ', 'Please enter your e-mail address.'),
  regCase('malformed e-mail', 9, 'not-an-email', 'Please enter a valid e-mail address.'),
  regCase('overlong e-mail', 9, `${'a'.repeat(243)}@example.com`, 'E-mail must be at most 254 characters.'),
  regCase('markup e-mail', 9, '<a@example.com>', MARKUP('e-mail')),
  regCase('formula e-mail', 9, '=a@example.com', FORMULA('e-mail')),
  regCase('overlong referral code', 10, 'R'.repeat(21), 'The referral code must be at most 20 characters.'),
  regCase('formula referral code', 10, '@ref', FORMULA('referral code')),
  regCase('number never issued', 1, 'GFI10050', 'This registration number has not been issued yet.', 409),
  regCase('number already stored', 1, 'GFI10001', 'This registration number is already used.', 409),
  // Counters
  { name: 'counter: unknown cell read', method: 'GET', url: '/values?cell=C3', status: 400, error: CELL },
  { name: 'counter: read without cell', method: 'GET', url: '/values', status: 400, error: CELL },
  {
    name: 'counter: extra query field',
    method: 'GET',
    url: '/values?cell=A2&x=1',
    status: 400,
    error: 'The field "x" is not accepted.',
  },
  put('unknown cell', { cell: 'Z9', updatedValue: 10_002 }, 400, CELL),
  put('cell as number', { cell: 2, updatedValue: 10_002 }, 400, CELL),
  put('value in words', { cell: 'A2', updatedValue: 'ten' }, 400, UPDATED),
  put('fractional value', { cell: 'A2', updatedValue: 10_001.5 }, 400, UPDATED),
  put('negative value', { cell: 'A2', updatedValue: -1 }, 400, UPDATED),
  put('missing value', { cell: 'A2' }, 400, UPDATED),
  put('extra field', { cell: 'A2', updatedValue: 10_002, force: true }, 400, 'The field "force" is not accepted.'),
  put('body is a list', [{ cell: 'A2' }], 400, 'The request body must be a JSON object.'),
  put('stale value', { cell: 'A2', updatedValue: 10_001 }, 409, 'The counter has moved on; read it again.', { value: 10_001 }),
  put('skipping ahead', { cell: 'A2', updatedValue: 10_005 }, 409, 'The counter has moved on; read it again.', { value: 10_001 }),
  // Cells of an applicant
  {
    name: 'applicant: 11 cells',
    method: 'POST',
    url: '/applicants',
    status: 400,
    body: { values: [applicantRow(101, 'a@example.com').slice(0, 11)] },
    error: 'The row must have exactly 12 cells, not 11.',
  },
  {
    name: 'applicant: honeypot filled',
    method: 'POST',
    url: '/applicants',
    status: 400,
    body: { ...app(3, 'Ravi'), website: 'x' },
    error: HONEYPOT_MESSAGE,
  },
  appCase('wrong number prefix', 1, 'GFI101', 'The application number must be TGFI followed by digits.'),
  appCase('third cell filled', 2, 'x', 'The third cell must be "-".'),
  appCase('markup in name', 3, '<img src=x onerror=alert(1)>', MARKUP('name')),
  appCase('formula name', 3, '=1+1', FORMULA('name')),
  appCase('mobile in words', 4, 'nine', 'The mobile number must contain digits only.'),
  appCase('malformed e-mail', 5, 'a@b', 'Please enter a valid e-mail address.'),
  appCase('unknown expertise', 6, 'Juggling', 'Please choose a field of expertise from the list.'),
  appCase('unknown level', 7, 'Expert', 'Please choose a level from the list.'),
  appCase('missing experience', 8, '', 'Please enter the years of experience.'),
  appCase('experience too long', 8, '100', 'The years of experience must be at most 2 digits.'),
  appCase('experience in words', 8, 'five', 'The years of experience must contain digits only.'),
  appCase('tenth cell filled', 9, 'x', 'The tenth cell must be "-".'),
  appCase('other source code', 10, 'XYZ', 'The source code must be "WEB".'),
  appCase('other status', 11, 'Y', 'The status must be "N".'),
  appCase('number never issued', 1, 'TGFI150', 'This application number has not been issued yet.', 409),
  {
    name: 'unknown address',
    method: 'POST',
    url: '/registration',
    body: { values: [good] },
    status: 404,
    error: 'There is nothing at POST /registration.',
  },
];
