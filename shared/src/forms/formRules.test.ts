import { checkDigits, checkEmail } from '../rules';
import { hasErrors, trimValues, validateValues } from './formRules';

test('trimValues trims every value and keeps the keys', () => {
  expect(trimValues({ a: '  x ', b: '\ty\n', c: '' })).toEqual({ a: 'x', b: 'y', c: '' });
});

test('validateValues gives the first failing message per field and nothing for valid ones', () => {
  const rules = {
    email: checkEmail,
    mobile: [checkDigits('mobile number', 15, true), (v: string) => (v.length > 5 ? 'never reached when the first fails' : null)],
  };
  expect(validateValues({ email: '', mobile: 'abc', note: 'free' }, rules)).toEqual({
    email: 'Please enter your e-mail address.',
    mobile: 'The mobile number must contain digits only.',
  });
  const none = validateValues({ email: 'a@b.co', mobile: '98765', note: '' }, rules);
  expect(none).toEqual({});
  expect(hasErrors(none)).toBe(false);
});
