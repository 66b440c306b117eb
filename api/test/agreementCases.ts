// One table of form inputs, run against the form's validation and against the API
// (formAgreement.test.ts). Each case changes a valid submission; `accepted` is the verdict both
// sides must reach. Values are as a visitor typed them, spaces included.

export interface AgreementCase {
  name: string;
  kind: 'registration' | 'application';
  change: Record<string, string>;
  accepted: boolean;
}

const LONG = (n: number, c = 'a'): string => c.repeat(n);

const registration: Array<[string, Record<string, string>, boolean]> = [
  ['the valid submission as it is', {}, true],
  ['every optional field empty', { parentName: '', childName: '', age: '', address: '', countryCode: '', referralCode: '' }, true],
  ['spaces around every value', { parentName: '  Meera  ', age: ' 9 ', mobileNumber: ' 9876543210 ', email: ' m@example.com ' }, true],
  ['course Other', { course: 'Other' }, true],
  ['course Vedic Math', { course: 'Vedic Math' }, true],
  ['course not offered', { course: 'Karate' }, false],
  ['course in lower case', { course: 'chess' }, false],
  ['course empty', { course: '' }, false],
  ['course with spaces around', { course: ' Abacus ' }, true],
  ['parent name with <', { parentName: 'Meera <b>' }, false],
  ['parent name with >', { parentName: 'Meera>' }, false],
  ['parent name starting with =', { parentName: '=SUM(A1)' }, false],
  ['parent name starting with + after spaces', { parentName: '   +91' }, false],
  ['parent name starting with -', { parentName: '-Meera' }, false],
  ['parent name starting with @', { parentName: '@meera' }, false],
  ['parent name with = inside', { parentName: 'Meera = Rao' }, true],
  ['parent name with an apostrophe', { parentName: "D'Souza" }, true],
  ['parent name in Devanagari', { parentName: 'मीरा राव' }, true],
  ['parent name at 100 characters', { parentName: LONG(100) }, true],
  ['parent name at 101 characters', { parentName: LONG(101) }, false],
  ['child name with markup', { childName: '<script>' }, false],
  ['child name at 101 characters', { childName: LONG(101) }, false],
  ['age 9', { age: '9' }, true],
  ['age 999', { age: '999' }, true],
  ['age four digits', { age: '1000' }, false],
  ['age in words', { age: 'nine' }, false],
  ['age negative', { age: '-9' }, false],
  ['age with a decimal point', { age: '9.5' }, false],
  ['address with a comma and slash', { address: '12/3 MG Road, Pune' }, true],
  ['address at 300 characters', { address: LONG(300) }, true],
  ['address at 301 characters', { address: LONG(301) }, false],
  ['address starting with @', { address: '@home' }, false],
  ['country code 91', { countryCode: '91' }, true],
  ['country code with +', { countryCode: '+91' }, false],
  ['country code five digits', { countryCode: '12345' }, false],
  ['mobile number empty', { mobileNumber: '' }, false],
  ['mobile number only spaces', { mobileNumber: '   ' }, false],
  ['mobile number with spaces inside', { mobileNumber: '98765 43210' }, false],
  ['mobile number with +', { mobileNumber: '+919876543210' }, false],
  ['mobile number at 15 digits', { mobileNumber: '123456789012345' }, true],
  ['mobile number at 16 digits', { mobileNumber: '1234567890123456' }, false],
  ['e-mail empty', { email: '' }, false],
  ['e-mail without @', { email: 'meera.example.com' }, false],
  ['e-mail without a dot in the domain', { email: 'meera@example' }, false],
  ['e-mail with a one-letter ending', { email: 'meera@example.c' }, false],
  ['e-mail with a space inside', { email: 'meera rao@example.com' }, false],
  ['e-mail with markup', { email: '<m>@example.com' }, false],
  ['e-mail starting with =', { email: '=m@example.com' }, false],
  ['e-mail with a plus tag', { email: 'meera+kids@example.co.in' }, true],
  ['e-mail in capitals', { email: 'MEERA@EXAMPLE.COM' }, true],
  ['e-mail over 254 characters', { email: `${LONG(250)}@example.com` }, false],
  ['referral code empty', { referralCode: '' }, true],
  ['referral code at 20 characters', { referralCode: LONG(20, 'G') }, true],
  ['referral code at 21 characters', { referralCode: LONG(21, 'G') }, false],
  ['referral code starting with -', { referralCode: '-GFI1' }, false],
  ['honeypot filled', { website: 'http://spam.example' }, false],
  ['honeypot only spaces', { website: '   ' }, true],
];

const application: Array<[string, Record<string, string>, boolean]> = [
  ['the valid application as it is', {}, true],
  ['no name', { name: '' }, true],
  ['name with markup', { name: 'Ravi <i>' }, false],
  ['name starting with +', { name: '+Ravi' }, false],
  ['name at 101 characters', { name: LONG(101) }, false],
  ['mobile number empty', { mobileNumber: '' }, false],
  ['mobile number with letters', { mobileNumber: '98x' }, false],
  ['e-mail empty', { email: '' }, false],
  ['e-mail malformed', { email: 'ravi@' }, false],
  ['expertise from the list', { expertIn: 'Drawing and Painting' }, true],
  ['expertise not on the list', { expertIn: 'Juggling' }, false],
  ['expertise empty', { expertIn: '' }, false],
  ['level Beginner', { level: 'Beginner' }, true],
  ['level not on the list', { level: 'Expert' }, false],
  ['years of experience empty', { yoe: '' }, false],
  ['years of experience 0', { yoe: '0' }, true],
  ['years of experience three digits', { yoe: '100' }, false],
  ['years of experience in words', { yoe: 'five' }, false],
  ['honeypot filled', { website: 'x' }, false],
  ['spaces around every value', { name: ' Ravi ', yoe: ' 5 ', level: ' Medium ' }, true],
];

export const AGREEMENT_CASES: readonly AgreementCase[] = [
  ...registration.map(([name, change, accepted]) => ({ name, kind: 'registration' as const, change, accepted })),
  ...application.map(([name, change, accepted]) => ({ name, kind: 'application' as const, change, accepted })),
];
