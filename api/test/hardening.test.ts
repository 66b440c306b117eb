import { sheetRows } from '../src/cli/sheetTransfer';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, applicantRow, claimNumber, openOutbox, refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// The hostile-input probe as a table: invisible and control characters, look-alike e-mails that
// tried to pass the one-application-per-address rule, broken characters and bodies that are not
// JSON in UTF-8. Every input is refused with a clear message or stored exactly (as NFC), never a
// 500, on both stores.

const EXISTING = 'dup.test@example.com';
const EXISTING_ACCENT = 'josé@example.com';
/** One mailbox, once applied for with its domain in Unicode and once in punycode. */
const EXISTING_UNICODE_DOMAIN = 'ravi@münchen.example';
const EXISTING_PUNYCODE_DOMAIN = 'asha@xn--bcher-kva.example';
/** The second probe's 17 invisible code points that each stored the existing address again. */
const SECOND_PROBE = [
  0x2065, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e, 0x206f, 0xe0001, 0xe0020, 0xe002e, 0xe0030, 0xe0039, 0xe0041, 0xe005a, 0xe0061, 0xe007a,
  0xe007f,
];
const hex = (code: number): string => code.toString(16).toUpperCase().padStart(4, '0');

const CONTROL = (label: string): string => `The ${label} must not contain control characters.`;
const BIDI = (label: string): string => `The ${label} must not contain text-direction characters.`;
const INVISIBLE = (label: string): string => `The ${label} must not contain invisible characters such as a zero-width space.`;
const BROKEN = (label: string): string => `The ${label} contains a broken character; please type it again.`;
const INVALID_EMAIL = 'Please enter a valid e-mail address.';
const DUPLICATE = 'Application already exists.';

type Outcome = { refused: string; field?: string; status?: 400 | 409 } | { stored: string };

interface Probe {
  name: string;
  /** Which write: the site's two forms, or a compatibility row (applicant). */
  route: 'registration' | 'application' | 'row';
  field: string;
  value: string;
  outcome: Outcome;
}

const reg = (name: string, field: string, value: string, outcome: Outcome): Probe => ({
  name,
  route: 'registration',
  field,
  value,
  outcome,
});
const app = (name: string, field: string, value: string, outcome: Outcome): Probe => ({
  name,
  route: 'application',
  field,
  value,
  outcome,
});
const row = (name: string, field: string, value: string, outcome: Outcome): Probe => ({ name, route: 'row', field, value, outcome });
const refused = (error: string, field?: string, status: 400 | 409 = 400): Outcome => ({ refused: error, field, status });
const duplicate: Outcome = { refused: DUPLICATE, status: 409 };

export const PROBES: readonly Probe[] = [
  // E-mails that tried to pass as a new address: refused as invalid, or recognised as the same one.
  app('zero-width space inside the e-mail', 'email', 'dup.te\u200Bst@example.com', refused(INVISIBLE('e-mail'), 'email')),
  app('zero-width joiner inside the e-mail', 'email', 'dup.te\u200Dst@example.com', refused(INVISIBLE('e-mail'), 'email')),
  app('byte-order mark inside the e-mail', 'email', 'dup.\uFEFFtest@example.com', refused(INVISIBLE('e-mail'), 'email')),
  app('word joiner inside the e-mail', 'email', 'dup.te\u2060st@example.com', refused(INVISIBLE('e-mail'), 'email')),
  app('soft hyphen inside the e-mail', 'email', 'dup.te\u00ADst@example.com', refused(INVISIBLE('e-mail'), 'email')),
  app('Cyrillic а in the e-mail', 'email', 'dup.test@ex\u0430mple.com', refused(INVALID_EMAIL, 'email')),
  app('Cyrillic е in the local part', 'email', 'dup.t\u0435st@example.com', refused(INVALID_EMAIL, 'email')),
  app('Greek ο in the domain', 'email', 'dup.test@exampl\u03BF.com', refused(INVALID_EMAIL, 'email')),
  app('fullwidth letters', 'email', '\uFF44\uFF55\uFF50.test@example.com', refused(INVALID_EMAIL, 'email')),
  app('fullwidth at sign', 'email', 'dup.test\uFF20example.com', refused(INVALID_EMAIL, 'email')),
  app('a ligature', 'email', 'dup.test@exam\uFB02e.com', refused(INVALID_EMAIL, 'email')),
  app('trailing dot on the domain', 'email', 'dup.test@example.com.', duplicate),
  app('capitals and a trailing dot', 'email', 'DUP.Test@Example.COM.', duplicate),
  app('decomposed é of an existing address', 'email', 'jose\u0301@example.com', duplicate),
  app('right-to-left override in the e-mail', 'email', 'dup.test@\u202Emoc.elpmaxe', refused(BIDI('e-mail'), 'email')),
  app('left-to-right mark in the e-mail', 'email', 'dup.test\u200E@example.com', refused(BIDI('e-mail'), 'email')),
  app('NUL in the e-mail', 'email', 'dup.test\u0000@example.com', refused(CONTROL('e-mail'), 'email')),
  app('lone surrogate in the e-mail', 'email', 'dup\uD800.test@example.com', refused(BROKEN('e-mail'), 'email')),
  app('a new address all in Cyrillic', 'email', 'пример@пример.рф', { stored: 'пример@пример.рф' }),
  // Names: refused with the field's own message, or kept exactly (as NFC).
  app('NUL in the name', 'name', 'Pat\u0000', refused(CONTROL('name'), 'name')),
  app('lone high surrogate in the name', 'name', 'Pat\uD83D', refused(BROKEN('name'), 'name')),
  app('lone low surrogate in the name', 'name', 'Pat\uDE00x', refused(BROKEN('name'), 'name')),
  app('C1 control (NEL) in the name', 'name', 'Pat\u0085Kumar', refused(CONTROL('name'), 'name')),
  app('escape character in the name', 'name', 'Pat\u001B[31mKumar', refused(CONTROL('name'), 'name')),
  app('tab inside the name', 'name', 'Pat\tKumar', refused(CONTROL('name'), 'name')),
  app('newline inside the name', 'name', 'Pat\nKumar', refused(CONTROL('name'), 'name')),
  app('DEL in the name', 'name', 'Pat\u007F', refused(CONTROL('name'), 'name')),
  app('right-to-left override in the name', 'name', 'Pat\u202Eramuk', refused(BIDI('name'), 'name')),
  app('right-to-left isolate in the name', 'name', 'Pat \u2067Kumar\u2069', refused(BIDI('name'), 'name')),
  app('zero-width space in the name', 'name', 'Ra\u200Bvi', refused(INVISIBLE('name'), 'name')),
  app('soft hyphen in the name', 'name', 'Ra\u00ADvi', refused(INVISIBLE('name'), 'name')),
  app('Hangul filler as the name', 'name', '\u3164', refused(INVISIBLE('name'), 'name')),
  app('decomposed é in the name is stored composed', 'name', 'Rene\u0301', { stored: 'René' }),
  app('a name in Devanagari', 'name', 'रवि कुमार', { stored: 'रवि कुमार' }),
  app('a name in Tamil', 'name', 'ரவி', { stored: 'ரவி' }),
  app('a name with an emoji', 'name', 'Ravi 🙂', { stored: 'Ravi 🙂' }),
  app('a name in Chinese', 'name', '李明', { stored: '李明' }),
  app('a name mixing scripts is a name', 'name', 'Ravi रवि', { stored: 'Ravi रवि' }),
  reg('NUL in the parent name', 'parentName', 'Meera\u0000Rao', refused(CONTROL("parent's name"), 'parentName')),
  reg('zero-width space in the child name', 'childName', 'Aa\u200Brav', refused(INVISIBLE("child's name"), 'childName')),
  reg('bidi override in the address', 'address', '12 MG Road \u202E enuP', refused(BIDI('address'), 'address')),
  reg('lone surrogate in the referral code', 'referralCode', 'GFI\uDC00', refused(BROKEN('referral code'), 'referralCode')),
  ...SECOND_PROBE.map((code) =>
    app(
      `U+${hex(code)} inside the e-mail`,
      'email',
      `dup.te${String.fromCodePoint(code)}st@example.com`,
      refused(INVISIBLE('e-mail'), 'email'),
    ),
  ),
  app('an applied-for Unicode domain in punycode', 'email', 'ravi@xn--mnchen-3ya.example', duplicate),
  app('an applied-for punycode domain in Unicode', 'email', 'Asha@Bücher.example', duplicate),
  reg('NUL in the e-mail', 'email', 'meera\u0000@example.com', refused(CONTROL('e-mail'), 'email')),
  reg('decomposed letters in the address are stored composed', 'address', 'Cafe\u0301 Street', { stored: 'Café Street' }),
  // The compatibility row keeps the same rules; the body reader judges its cells before the
  // row's own checks, so the sentence names the body's field.
  row('NUL in a row name', 'name', 'Pat\u0000', refused(CONTROL('field "values"'))),
  row('lone surrogate in a row name', 'name', 'Pat\uD800', refused(BROKEN('field "values"'))),
  row('zero-width space in a row e-mail', 'email', 'row.te\u200Bst@example.com', refused(INVISIBLE('field "values"'))),
  row('Cyrillic look-alike in a row e-mail', 'email', 'r\u043Ew@example.com', refused(INVALID_EMAIL)),
  row('the existing address with a trailing dot', 'email', 'dup.test@example.com.', { refused: DUPLICATE, status: 409 }),
  row('decomposed é in a row name is stored composed', 'name', 'Zoe\u0308', { stored: 'Zoë' }),
];

const ROW_CELL: Record<string, number> = { name: 3, email: 5 };
const SHEET = { registration: 'registrations', application: 'applicants', row: 'applicants' } as const;
/** Where a field lands in its stored row. */
const STORED_CELL: Record<string, number> = {
  'application:name': 3,
  'application:email': 5,
  'row:name': 3,
  'row:email': 5,
  'registration:address': 6,
};

test('the probe table holds at least 40 inputs', () => {
  expect(PROBES.length).toBeGreaterThanOrEqual(40);
});

describe.each(eachStore())('%s store: hostile input is refused or stored exactly', (_name, target) => {
  let server: TestServer;
  let index = 0;
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const email of [EXISTING, EXISTING_ACCENT, EXISTING_UNICODE_DOMAIN, EXISTING_PUNYCODE_DOMAIN]) {
      const first = await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, email } });
      expect(first.statusCode).toBe(201);
    }
  });
  afterAll(() => server.dispose());

  async function send(probe: Probe) {
    index += 1;
    if (probe.route === 'row') {
      const number = await claimNumber(server.app, 'B2');
      const cells = applicantRow(number, `row${index}@example.com`, { [ROW_CELL[probe.field]!]: probe.value });
      return server.app.inject({ method: 'POST', url: '/applicants', payload: { values: [cells] } });
    }
    const base = probe.route === 'registration' ? GOOD_REGISTRATION : GOOD_APPLICATION;
    return server.app.inject({
      method: 'POST',
      url: probe.route === 'registration' ? '/registrations' : '/applications',
      payload: { ...base, email: `probe${index}@example.com`, [probe.field]: probe.value },
    });
  }

  test.each(PROBES.map((probe) => [`${probe.route}: ${probe.name}`, probe] as const))('%s', async (_label, probe) => {
    const sheet = SHEET[probe.route];
    const rowsBefore = await server.store.countRecords(sheet === 'applicants' ? 'applications' : sheet);
    const response = await send(probe);

    expect(response.statusCode).toBeLessThan(500);
    if ('stored' in probe.outcome) {
      expect(response.statusCode).toBe(probe.route === 'row' ? 200 : 201);
      const stored = (await sheetRows(server.store, sheet)).at(-1) ?? [];
      expect(stored[STORED_CELL[`${probe.route}:${probe.field}`]!]).toBe(probe.outcome.stored);
      expect(await server.store.countRecords(sheet === 'applicants' ? 'applications' : sheet)).toBe(rowsBefore + 1);
      return;
    }
    const { refused: error, field, status } = probe.outcome;
    expect(response.statusCode).toBe(status ?? 400);
    const body = refusal(response);
    expect(body.error).toBe(error);
    if (field) expect(body.fields).toEqual({ [field]: error });
    expect(await server.store.countRecords(sheet === 'applicants' ? 'applications' : sheet)).toBe(rowsBefore);
  });

  test('every stored cell reads back as well-formed text', async () => {
    const cells = [...(await sheetRows(server.store, 'applicants')), ...(await sheetRows(server.store, 'registrations'))].flat();
    const broken = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\uFFFD|\u0000/;
    expect(cells.filter((cell) => broken.test(cell) || cell !== cell.normalize('NFC'))).toEqual([]);
  });
});

describe.each(eachStore())('%s store: a body that is not JSON in UTF-8', (_name, target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.dispose());

  const NOT_UTF8 = 'Send the request body as JSON in UTF-8 (Content-Type: application/json).';
  const NOT_JSON = 'Send the request body as JSON (Content-Type: application/json).';
  const json = JSON.stringify(GOOD_APPLICATION);

  test.each([
    ['declared UTF-16', 'application/json; charset=utf-16', Buffer.from(json, 'utf16le'), NOT_UTF8],
    ['declared Latin-1', 'application/json; charset=iso-8859-1', Buffer.from(json, 'latin1'), NOT_UTF8],
    [
      'bytes that are not UTF-8',
      'application/json',
      Buffer.concat([Buffer.from('{"name":"Pat'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      NOT_UTF8,
    ],
    ['plain text', 'text/plain', Buffer.from(json), NOT_JSON],
    ['a form post', 'application/x-www-form-urlencoded', Buffer.from('name=Pat'), NOT_JSON],
    ['XML', 'application/xml', Buffer.from('<a/>'), NOT_JSON],
  ])('%s answers 415 and stores nothing', async (_label, contentType, payload, error) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/applications',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(refusal(response)).toEqual({ error });
    expect(await server.store.countRecords('applications')).toBe(0);
  });

  test('JSON declared as UTF-8 (any spelling) is read', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/applications',
      headers: { 'content-type': 'application/json; charset="UTF-8"' },
      payload: json,
    });
    expect(response.statusCode).toBe(201);
  });

  test('NUL or a broken character in an outbox message is 400, never a 500', async () => {
    const outbox = await openOutbox(server);
    for (const [subject, error] of [
      ['a\u0000b', CONTROL('field "template_params"')],
      ['x\uD800', BROKEN('field "template_params"')],
    ] as const) {
      const response = await outbox.inject({
        method: 'POST',
        url: '/api/v1.0/email/send',
        payload: { lib_version: '4', user_id: 'k', service_id: 's', template_id: 't', template_params: { subject } },
      });
      expect(response.statusCode).toBe(400);
      expect(refusal(response)).toEqual({ error, fields: { template_params: error } });
    }
    expect(await server.store.listOutbox()).toEqual([]);
  });

  test("fastify's own errors answer in the {error, requestId} shape", async () => {
    const badUrl = await server.app.inject({ method: 'GET', url: '/images/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(refusal(badUrl)).toEqual({ error: 'The address of the request is not valid.' });

    const long = await server.app.inject({ method: 'GET', url: `/images/${'a'.repeat(200)}.svg` });
    expect(long.statusCode).toBe(414);
    expect(refusal(long)).toEqual({ error: 'The address of the request is too long.' });

    const badJson = await server.app.inject({
      method: 'POST',
      url: '/applications',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(refusal(badJson)).toEqual({ error: 'The request body is not valid JSON.' });
  });
});
