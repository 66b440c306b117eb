import { hasErrors, trimValues } from './formRules';

test('trimValues trims every value and keeps the keys', () => {
  expect(trimValues({ a: '  x ', b: '\ty\n', c: '' })).toEqual({ a: 'x', b: 'y', c: '' });
});

test('hasErrors is true only when some field has a message', () => {
  expect(hasErrors({})).toBe(false);
  expect(hasErrors({ email: undefined })).toBe(false);
  expect(hasErrors({ email: 'Please enter your e-mail address.' })).toBe(true);
});
