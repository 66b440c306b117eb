import { canonicalEmail, characterProblem, mixesScripts, plainSpaces, usesCompatibilityForms } from './characters';
import { registrationSchema } from './schemas';

describe('the canonical e-mail of the one-application-per-address rule', () => {
  test.each([
    ['Dup.Test@Example.COM', 'dup.test@example.com'],
    ['  dup.test@example.com.  ', 'dup.test@example.com'],
    ['jose\u0301@example.com', 'josé@example.com'],
    ['\uFF44up@example.com', 'dup@example.com'],
    ['ravi@пример.рф', 'ravi@xn--e1afmkfd.xn--p1ai'],
    ['ravi@XN--E1AFMKFD.xn--p1ai', 'ravi@xn--e1afmkfd.xn--p1ai'],
    ['ravi@Bücher.example', 'ravi@xn--bcher-kva.example'],
  ])('%s reads as %s', (typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
  });
});

describe('characters refused in names and e-mails', () => {
  test.each([
    ['Pat\u0000', 'The name must not contain control characters.'],
    ['Pat\u0090', 'The name must not contain control characters.'],
    ['Pat\u202E', 'The name must not contain text-direction characters.'],
    ['Pa\u200Bt', 'The name must not contain invisible characters such as a zero-width space.'],
    ['Pat\uD800', 'The name contains a broken character; please type it again.'],
    ['Pat\uDC00', 'The name contains a broken character; please type it again.'],
  ])('%j is refused', (value, message) => {
    expect(characterProblem('name', value)).toBe(message);
  });

  // The probe's 17 code points that got through before: U+2065 (unassigned), U+206A–U+206F
  // (deprecated format characters) and tag characters; and private use and other unassigned ones.
  const probe = [
    0x2065, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e, 0x206f, 0xe0001, 0xe0020, 0xe0041, 0xe005a, 0xe0061, 0xe007a, 0xe007f, 0xe0030, 0xe0039,
    0xe002e,
  ];
  test.each([...probe, 0xe000, 0xf8ff, 0x10ffff, 0x0378, 0xfffe].map((code) => [code.toString(16).toUpperCase().padStart(4, '0'), code]))(
    'U+%s is refused as invisible',
    (_hex, code) => {
      expect(characterProblem('e-mail', `dup.te${String.fromCodePoint(code)}st@example.com`)).toBe(
        'The e-mail must not contain invisible characters such as a zero-width space.',
      );
    },
  );

  // The third probe: U+2800 (braille blank) and U+FFFC (object replacement) gave 201, and one
  // visible address four more applications; the line and paragraph separators went into names.
  // Derived from properties: Default_Ignorable_Code_Point brings the Hangul fillers, the
  // Khmer inherent vowels, the Mongolian selectors and the combining grapheme joiner along.
  test.each(
    [0x2800, 0xfffc, 0x2028, 0x2029, 0x3164, 0x115f, 0xffa0, 0x17b4, 0x180b, 0x034f, 0xfe0f, 0xe0100, 0x00ad, 0x2060].map((code) => [
      code.toString(16).toUpperCase().padStart(4, '0'),
      code,
    ]),
  )('U+%s is refused as invisible, in a name and in a multi-line field', (_hex, code) => {
    const message = 'The name must not contain invisible characters such as a zero-width space.';
    expect(characterProblem('name', `Pat${String.fromCodePoint(code)}`)).toBe(message);
    expect(characterProblem('name', `Line${String.fromCodePoint(code)}two`, { lineBreaks: true })).toBe(message);
  });

  test('in names, the no-break and other space separators become a plain space', () => {
    expect(plainSpaces('Priya\u00A0Sharma\u202FK\u3000R\u2003S')).toBe('Priya Sharma K R S');
    const parsed = registrationSchema.safeParse({
      course: 'Coding',
      parentName: 'Priya\u00A0Sharma',
      childName: 'Aarav\u3000K',
      age: '9',
      address: '12 MG Road, Pune',
      countryCode: '91',
      mobileNumber: '9876543210',
      email: 'priya@example.com',
      referralCode: '',
      consent: true,
      website: '',
    });
    expect(parsed.success && [parsed.data.parentName, parsed.data.childName]).toEqual(['Priya Sharma', 'Aarav K']);
  });

  test('a multi-line field keeps its line breaks, and nothing else of the control characters', () => {
    expect(characterProblem('message', 'Line one\r\nLine two\nthree', { lineBreaks: true })).toBeNull();
    expect(characterProblem('message', 'Line one\nLine two')).toBe('The message must not contain control characters.');
    expect(characterProblem('message', 'Tab\there', { lineBreaks: true })).toBe('The message must not contain control characters.');
  });

  test.each(['Pat', 'रवि', 'Ravi 🙂', 'René', "D'Souza", 'D’Souza', 'Ravi 👍🏽'])('%s is fine', (value) => {
    expect(characterProblem('name', value)).toBeNull();
  });

  test('mixed scripts and compatibility forms are told apart from one-script addresses', () => {
    expect(mixesScripts('p\u0430ypal@example.com')).toBe(true);
    expect(mixesScripts('пример@пример.рф')).toBe(false);
    expect(usesCompatibilityForms('\uFF50ay@example.com')).toBe(true);
    expect(usesCompatibilityForms('pay@example.com')).toBe(false);
  });
});
