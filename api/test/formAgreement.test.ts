import { storedPhone } from '@academy/contracts/office-rules';
import { sheetRows } from '../src/cli/sheetTransfer';
import { CONSENT_GIVEN, applicationSchema, registrationSchema, validateForm } from '@academy/contracts/rules';
import { AGREEMENT_CASES } from './agreementCases';
import type { AgreementCase } from './agreementCases';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// What the form accepts, the API stores; what the form refuses, the API refuses with the same
// message per field, and changes nothing. The form side is what useForm does on submit: trim
// every value, then validateForm with the shared schema.

const SIDES = {
  registration: {
    schema: registrationSchema,
    url: '/registrations',
    base: GOOD_REGISTRATION,
    sheet: 'registrations',
    // The stored cells after the date and number, in sheet order; the number as the office calls it.
    cells: (v: Record<string, string>) => [
      v.course,
      v.parentName,
      v.childName,
      v.age,
      v.address,
      ...Object.values(storedPhone(v.countryCode ?? '', v.mobileNumber ?? '')),
      v.email,
      v.referralCode,
    ],
    stored: (row: string[]) => row.slice(2),
  },
  application: {
    schema: applicationSchema,
    url: '/applications',
    base: GOOD_APPLICATION,
    sheet: 'applicants',
    cells: (v: Record<string, string>) => [
      v.name,
      storedPhone(null, v.mobileNumber ?? '').mobileNumber,
      v.email,
      v.expertIn,
      v.level,
      v.yoe,
    ],
    stored: (row: string[]) => row.slice(3, 9),
  },
} as const;

function typed(badCase: AgreementCase, index: number): Record<string, string> {
  const side = SIDES[badCase.kind];
  // A fresh address per case, so no application is refused as a duplicate; a ticked consent box
  // as the form holds it.
  return { ...side.base, consent: CONSENT_GIVEN, email: `case${index}@example.com`, ...badCase.change };
}

const trimmed = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));

test('the table holds at least 60 inputs', () => {
  expect(AGREEMENT_CASES.length).toBeGreaterThanOrEqual(60);
});

describe.each(eachStore())('%s store: the form and the API reach the same verdict', (_name, target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.dispose());

  test.each(AGREEMENT_CASES.map((c, i) => [`${c.kind}: ${c.name}`, c, i] as const))('%s', async (_label, agreementCase, index) => {
    const side = SIDES[agreementCase.kind];
    const values = typed(agreementCase, index);
    const formErrors = validateForm(side.schema, trimmed(values));
    const rowsBefore = await server.store.countRecords(side.sheet === 'applicants' ? 'applications' : side.sheet);

    const response = await server.app.inject({ method: 'POST', url: side.url, payload: values });

    expect(Object.keys(formErrors).length === 0).toBe(agreementCase.accepted);
    if (agreementCase.accepted) {
      expect(response.statusCode).toBe(201);
      const stored = (await sheetRows(server.store, side.sheet)).at(-1) ?? [];
      // Stored as typed, read as NFC (both sides normalise the same way).
      expect(side.stored(stored)).toEqual(side.cells(trimmed(values)).map((cell) => (cell ?? '').normalize('NFC')));
      expect(await server.store.countRecords(side.sheet === 'applicants' ? 'applications' : side.sheet)).toBe(rowsBefore + 1);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual(formErrors);
      expect(await server.store.countRecords(side.sheet === 'applicants' ? 'applications' : side.sheet)).toBe(rowsBefore);
    }
  });
});
