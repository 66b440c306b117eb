import { canonicalEmail, characterProblem, mixesScripts, usesCompatibilityForms } from './characters';

describe('the canonical e-mail of the one-application-per-address rule', () => {
  test.each([
    ['Dup.Test@Example.COM', 'dup.test@example.com'],
    ['  dup.test@example.com.  ', 'dup.test@example.com'],
    ['jose\u0301@example.com', 'josé@example.com'],
    ['\uFF44up@example.com', 'dup@example.com'],
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

  test.each(['Pat', 'रवि', 'Ravi 🙂', 'René', "D'Souza"])('%s is fine', (value) => {
    expect(characterProblem('name', value)).toBeNull();
  });

  test('mixed scripts and compatibility forms are told apart from one-script addresses', () => {
    expect(mixesScripts('p\u0430ypal@example.com')).toBe(true);
    expect(mixesScripts('пример@пример.рф')).toBe(false);
    expect(usesCompatibilityForms('\uFF50ay@example.com')).toBe(true);
    expect(usesCompatibilityForms('pay@example.com')).toBe(false);
  });
});
