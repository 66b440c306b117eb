import { CONSENT_MESSAGE, PRIVACY_RIGHTS } from './constants';
import { applicationSchema, privacyRequestSchema, registrationSchema } from './schemas';
import { schemaFieldErrors, validateForm } from './formErrors';

// The schemas' own edges; the full table of inputs runs against the form and the API in
// api/test/formAgreement.test.ts.

const registration = {
  course: 'Chess',
  parentName: '',
  childName: '',
  age: '',
  address: '',
  countryCode: '',
  mobileNumber: '98',
  email: 'a@example.com',
  referralCode: '',
  consent: 'true',
  website: '',
};

test('values are trimmed and a missing optional field reads as empty', () => {
  const { parentName: _omitted, ...rest } = registration;
  expect(registrationSchema.parse({ ...rest, mobileNumber: ' 98 ', email: ' a@example.com ' })).toEqual({
    ...registration,
    mobileNumber: '98',
    email: 'a@example.com',
    consent: true,
  });
});

test('a field that is not text, an unknown field and a non-object body get plain sentences', () => {
  expect(validateForm(registrationSchema, { ...registration, age: 9 } as never)).toEqual({ age: 'The age must be text.' });
  const extra = registrationSchema.safeParse({ ...registration, registrationNumber: 'GFI1' });
  expect(extra.success || schemaFieldErrors(extra.error)).toEqual({ '': 'The field "registrationNumber" is not accepted.' });
  const list = applicationSchema.safeParse([]);
  expect(list.success || schemaFieldErrors(list.error)).toEqual({ '': 'The request body must be a JSON object.' });
});

test("consent is the box ticked: true in a request body or the form's text for a ticked box, nothing else", () => {
  expect(registrationSchema.parse({ ...registration, consent: true }).consent).toBe(true);
  const { consent: _omitted, ...withoutConsent } = registration;
  for (const body of [
    withoutConsent,
    { ...registration, consent: false },
    { ...registration, consent: '' },
    { ...registration, consent: 'yes' },
  ]) {
    expect(validateForm(registrationSchema, body as never)).toEqual({ consent: CONSENT_MESSAGE });
  }
});

test('a privacy request names a right from the list; the details are optional and plain', () => {
  const request = { email: 'a@example.com', right: 'Erase my data', message: '', website: '' };
  expect(validateForm(privacyRequestSchema, request)).toEqual({});
  expect(validateForm(privacyRequestSchema, { ...request, right: 'Delete everything', message: '<b>now</b>' })).toEqual({
    right: 'Please choose a request from the list.',
    message: 'The message must not contain < or >.',
  });
});

test('a field failing several rules shows its first message only', () => {
  expect(validateForm(registrationSchema, { ...registration, mobileNumber: '' })).toEqual({
    mobileNumber: 'Please enter the mobile number.',
  });
  expect(validateForm(registrationSchema, { ...registration, parentName: `=${'a'.repeat(120)}<` })).toEqual({
    parentName: "The parent's name must be at most 100 characters.",
  });
});

test("the privacy request's message keeps its line breaks; a name refuses them", () => {
  const request = { email: 'meera@example.com', right: PRIVACY_RIGHTS[0], message: 'Please erase:\nGFI10042\r\nThanks', website: '' };
  expect(privacyRequestSchema.parse(request).message).toBe('Please erase:\nGFI10042\r\nThanks');
  expect(privacyRequestSchema.safeParse({ ...request, message: 'Tab\there' }).success).toBe(false);
});
